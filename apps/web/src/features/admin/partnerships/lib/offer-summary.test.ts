import { describe, expect, it } from "vitest";
import { offerSummary } from "./offer-summary.ts";

describe("offerSummary", () => {
  it("says what the student gets in a few words", () => {
    expect(offerSummary({ offerType: "discount", discountType: "percentage", discountValue: 20 })).toBe(
      "20% off",
    );
    expect(offerSummary({ offerType: "discount", discountType: "fixed", discountValue: 50 })).toBe(
      "AED 50 off",
    );
    expect(offerSummary({ offerType: "discount", discountType: "free_shipping", discountValue: null })).toBe(
      "Free shipping",
    );
    expect(offerSummary({ offerType: "referral", discountType: null, discountValue: null })).toBe(
      "Referral link",
    );
  });
});
