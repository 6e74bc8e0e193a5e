import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OFFER_SORTS } from "./catalogue-view.ts";
import { sortOffers } from "./sort-offers.ts";

type Offer = Parameters<typeof sortOffers>[0][number];
const offer = (id: number, fields: Partial<Offer> = {}): Offer => ({
  id,
  expiresAt: null,
  discountType: "other",
  discountValue: null,
  ...fields,
});
const ids = (offers: Offer[]) => offers.map((o) => o.id);

// Newest first, as the API sends it.
const catalogue = [
  offer(9, { discountType: "fixed", discountValue: 50, expiresAt: "2026-12-20T00:00:00.000Z" }),
  offer(8, { discountType: "percentage", discountValue: 15 }),
  offer(7, { discountType: null }),
  offer(6, { discountType: "percentage", discountValue: 40, expiresAt: "2026-12-01T00:00:00.000Z" }),
  offer(5, { discountType: "free_shipping" }),
  offer(4, { discountType: "fixed", discountValue: 100 }),
  offer(3, { discountType: "percentage", discountValue: 15, expiresAt: "2026-12-01T00:00:00.000Z" }),
];

describe("sortOffers", () => {
  it("Newest keeps the API's order", () => {
    expect(ids(sortOffers(catalogue, "newest"))).toEqual([9, 8, 7, 6, 5, 4, 3]);
  });

  it("Popular follows the ranking; offers nobody took follow, newest first", () => {
    expect(ids(sortOffers(catalogue, "popular", [4, 7, 42]))).toEqual([4, 7, 9, 8, 6, 5, 3]);
  });

  it("Ending soon puts the earliest expiry first and offers that do not expire last", () => {
    expect(ids(sortOffers(catalogue, "ending-soon"))).toEqual([6, 3, 9, 8, 7, 5, 4]);
  });

  it("Biggest discount: percentages by size, then fixed amounts by size, then the rest", () => {
    expect(ids(sortOffers(catalogue, "discount"))).toEqual([6, 8, 3, 4, 9, 7, 5]);
  });

  it("every sort keeps every offer once and leaves its input as it was", () => {
    const arbitraryOffer = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      expiresAt: fc.option(fc.date({ noInvalidDate: true }).map((d) => d.toISOString())),
      discountType: fc.constantFrom("percentage", "fixed", "free_shipping", "other", null),
      discountValue: fc.option(fc.integer({ min: 0, max: 100 })),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryOffer),
        fc.constantFrom(...OFFER_SORTS),
        fc.array(fc.integer({ min: 1, max: 1000 })),
        (offers, sort, popular) => {
          const before = [...offers];
          const sorted = sortOffers(offers, sort, popular);
          expect(offers).toEqual(before);
          expect([...sorted].sort((a, b) => offers.indexOf(a) - offers.indexOf(b))).toEqual(offers);
        },
      ),
    );
  });
});
