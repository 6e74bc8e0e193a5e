import { describe, expect, it } from "vitest";
import { shareMessage } from "./share-message.ts";

const offer = { brandName: "Karak House", offerType: "discount" as const, discountValue: 15 };

describe("shareMessage", () => {
  it("states the percentage and the brand", () => {
    expect(shareMessage({ ...offer, discountType: "percentage" })).toBe(
      "Get 15% off at Karak House with StudentPerks, the UAE's student discount platform!",
    );
  });

  it("states fixed amounts, free shipping and other offers in their own words", () => {
    expect(shareMessage({ ...offer, discountType: "fixed", discountValue: 50 })).toContain(
      "Get AED\u00a050 off at Karak House", // the locale's money format: a no-break space
    );
    expect(shareMessage({ ...offer, discountType: "free_shipping" })).toContain(
      "free shipping at Karak House",
    );
    expect(shareMessage({ ...offer, offerType: "referral", discountType: null })).toContain("Karak House");
  });
});
