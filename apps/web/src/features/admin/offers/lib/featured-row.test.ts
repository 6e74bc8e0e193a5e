import { describe, expect, it } from "vitest";
import type { AdminOfferSummary } from "@studentperks/contracts/admin/offers";
import { featuredCandidates, hiddenReason, moveItem, sameOrder, toFeatured } from "./featured-row.ts";

function summary(id: number, overrides: Partial<AdminOfferSummary> = {}): AdminOfferSummary {
  return {
    id,
    title: `Offer ${id}`,
    brandName: `Brand ${id}`,
    status: "published",
    offerType: "discount",
    startsAt: null,
    expiresAt: null,
    isExpired: false,
    isScheduled: false,
    publishedAt: "2026-02-01T00:00:00.000Z",
    updatedAt: "2026-02-01T00:00:00.000Z",
    outOfCodes: false,
    codesTotal: 0,
    codesLeft: 0,
    redemptions: 0,
    views: 0,
    ...overrides,
  };
}

describe("moveItem", () => {
  it("swaps an item with its neighbour, and leaves the list alone past either end", () => {
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("answers a new list and keeps the one given", () => {
    const items = ["a", "b"];
    expect(moveItem(items, 1, -1)).not.toBe(items);
    expect(items).toEqual(["a", "b"]);
  });
});

describe("sameOrder", () => {
  it("is true only for the same ids in the same order", () => {
    expect(sameOrder([{ id: 1 }, { id: 2 }], [{ id: 1 }, { id: 2 }])).toBe(true);
    expect(sameOrder([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 1 }])).toBe(false);
    expect(sameOrder([{ id: 1 }], [{ id: 1 }, { id: 2 }])).toBe(false);
  });
});

describe("featuredCandidates", () => {
  it("offers the live published offers not featured yet, by brand then title", () => {
    const offers = [
      summary(1, { brandName: "Zest" }),
      summary(2, { brandName: "Atlas", title: "B deal" }),
      summary(3, { brandName: "Atlas", title: "A deal" }),
      summary(4, { status: "draft" }),
      summary(5, { status: "archived" }),
      summary(6, { isExpired: true }),
      summary(7, { brandName: "Mango" }),
    ];
    expect(featuredCandidates(offers, [{ id: 7 }]).map((offer) => offer.id)).toEqual([3, 2, 1]);
  });
});

describe("hiddenReason", () => {
  it("says why students do not see a featured offer", () => {
    expect(hiddenReason(toFeatured(summary(1)))).toBeNull();
    expect(hiddenReason(toFeatured(summary(1, { status: "archived" })))).toBe("archived");
    expect(hiddenReason(toFeatured(summary(1, { status: "draft" })))).toBe("draft");
    expect(hiddenReason(toFeatured(summary(1, { isExpired: true })))).toBe("expired");
  });
});
