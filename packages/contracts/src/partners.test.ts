import { describe, expect, it } from "vitest";
import { titleIn } from "./partners.ts";

describe("an offer's title in the portal", () => {
  it("is the Arabic one on Arabic pages when there is one, else the English", () => {
    expect(titleIn({ title: "Free karak", titleAr: "كرك مجاني" }, "ar")).toBe("كرك مجاني");
    expect(titleIn({ title: "Free karak", titleAr: "كرك مجاني" }, "en")).toBe("Free karak");
    expect(titleIn({ title: "Free karak", titleAr: null }, "ar")).toBe("Free karak");
  });
});
