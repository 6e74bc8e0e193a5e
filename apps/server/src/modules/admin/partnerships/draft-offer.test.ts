import { describe, expect, it } from "vitest";
import { MERCHANT_CATEGORIES } from "@studentperks/contracts/merchants";
import { offerCategoryFor, proposeOfferTitle } from "./draft-offer.ts";

describe("offerCategoryFor", () => {
  it("keeps a merchant category the catalogue has, Retail's capital R included", () => {
    expect(offerCategoryFor("Retail")).toBe("Retail");
    expect(offerCategoryFor("beauty")).toBe("beauty");
    expect(offerCategoryFor("services")).toBe("services");
  });

  it("lists restaurants under Food & Drink", () => {
    expect(offerCategoryFor("restaurant")).toBe("food");
  });

  it("lists education under other, the catalogue having no filter for it", () => {
    expect(offerCategoryFor("education")).toBe("other");
  });

  it("maps every merchant category to itself, Food & Drink or other", () => {
    const mapped = MERCHANT_CATEGORIES.map(offerCategoryFor);
    expect(mapped).toEqual([
      "food",
      "Retail",
      "electronics",
      "fashion",
      "beauty",
      "other",
      "entertainment",
      "services",
      "other",
    ]);
  });
});

describe("proposeOfferTitle", () => {
  const brandName = "Karak House";
  it("names a percentage, an amount in AED, free shipping, or a referral", () => {
    expect(
      proposeOfferTitle({ brandName, offerType: "discount", discountType: "percentage", discountValue: 20 }),
    ).toBe("20% off at Karak House");
    expect(
      proposeOfferTitle({ brandName, offerType: "discount", discountType: "fixed", discountValue: 50 }),
    ).toBe("AED 50 off at Karak House");
    expect(
      proposeOfferTitle({
        brandName,
        offerType: "discount",
        discountType: "free_shipping",
        discountValue: null,
      }),
    ).toBe("Free shipping at Karak House");
    expect(
      proposeOfferTitle({ brandName, offerType: "referral", discountType: null, discountValue: null }),
    ).toBe("Karak House referral offer");
  });
});
