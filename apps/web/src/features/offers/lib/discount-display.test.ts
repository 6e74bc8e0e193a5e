import { describe, expect, it } from "vitest";
import { discountDisplay, type DiscountFields } from "./discount-display.ts";

const discount = (fields: Partial<DiscountFields>): DiscountFields => ({
  offerType: "discount",
  discountType: null,
  discountValue: null,
  ...fields,
});

describe("discountDisplay", () => {
  it("shows a percentage as {value}% with OFF", () => {
    expect(discountDisplay(discount({ discountType: "percentage", discountValue: 15 }))).toEqual({
      title: "15%",
      subtitle: "OFF",
    });
  });

  // The locale's money format keeps "AED" and the amount together with a no-break space.
  it("shows a fixed amount as AED {value} with OFF", () => {
    expect(discountDisplay(discount({ discountType: "fixed", discountValue: 50 }))).toEqual({
      title: "AED\u00a050",
      subtitle: "OFF",
    });
  });

  it.each([
    [15, "15"],
    [12.5, "12.5"],
    [100, "100"],
    [2500, "2500"],
    [0.25, "0.25"],
  ])("formats the value %s as %s", (value, shown) => {
    expect(discountDisplay(discount({ discountType: "percentage", discountValue: value })).title).toBe(
      `${shown}%`,
    );
    expect(discountDisplay(discount({ discountType: "fixed", discountValue: value })).title).toBe(
      `AED\u00a0${shown}`,
    );
  });

  it("shows free shipping as FREE with SHIPPING below", () => {
    expect(discountDisplay(discount({ discountType: "free_shipping" }))).toEqual({
      title: "FREE",
      subtitle: "SHIPPING",
    });
  });

  it("shows any other discount type as FREE with no subtitle", () => {
    expect(discountDisplay(discount({ discountType: "other", discountValue: 30 }))).toEqual({
      title: "FREE",
      subtitle: null,
    });
    expect(discountDisplay(discount({ discountType: null }))).toEqual({ title: "FREE", subtitle: null });
  });

  it("shows a referral offer as Offer with no subtitle, whatever its discount type", () => {
    for (const discountType of ["percentage", "fixed", "free_shipping", "other", null] as const) {
      expect(discountDisplay({ offerType: "referral", discountType, discountValue: 20 })).toEqual({
        title: "Offer",
        subtitle: null,
      });
    }
  });

  it("does not call a percentage or fixed discount without a value free", () => {
    expect(discountDisplay(discount({ discountType: "percentage", discountValue: null }))).toEqual({
      title: "Offer",
      subtitle: null,
    });
    expect(discountDisplay(discount({ discountType: "fixed", discountValue: null }))).toEqual({
      title: "Offer",
      subtitle: null,
    });
  });
});
