import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-titles.ts";
import { paths } from "./paths.ts";

describe("pageTitle", () => {
  it("names every route, and each differently", () => {
    const all = Object.values(paths).map(pageTitle);
    expect(new Set(all).size).toBe(all.length);
    expect(pageTitle("/")).toBe("StudentPerks — Exclusive Student Discounts in the UAE");
    expect(pageTitle("/login")).toBe("Log In — StudentPerks");
    expect(pageTitle("/dashboard/")).toBe("My Dashboard — StudentPerks");
    expect(pageTitle("/admin")).toBe("Staff console — StudentPerks");
    expect(pageTitle("/admin/offers")).toBe("Offers — Staff console — StudentPerks");
    expect(pageTitle("/nowhere")).toBe("Page Not Found — StudentPerks");
  });

  it("names each console screen, and an item apart from its list", () => {
    expect(pageTitle("/admin/verifications")).toBe("Verifications — Staff console — StudentPerks");
    expect(pageTitle("/admin/offers/new")).toBe("New offer — Staff console — StudentPerks");
    expect(pageTitle("/admin/offers/12")).toBe("Edit offer — Staff console — StudentPerks");
    expect(pageTitle("/admin/partnerships/7")).toBe("Partnership request — Staff console — StudentPerks");
    expect(pageTitle("/admin/audit")).toBe("Audit log — Staff console — StudentPerks");
    expect(pageTitle("/admin/audit/3")).toBe("Staff console — StudentPerks");
    expect(pageTitle("/admin/nowhere")).toBe("Staff console — StudentPerks");
  });
});
