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
    expect(pageTitle("/admin/offers")).toBe("Staff Console — StudentPerks");
    expect(pageTitle("/nowhere")).toBe("Page Not Found — StudentPerks");
  });
});
