// The home page's front: which offers each row, the collage and the partner brands show.
import { describe, expect, it } from "vitest";
import type { IndexedOffer } from "#server/modules/offers/index.ts";
import { COLLAGE_TILES, collageOffers, frontBrands, offerRows, ROW_MIN, ROW_SIZE } from "./front.ts";

const now = new Date("2026-11-27T12:00:00Z");
const inDays = (days: number) => now.getTime() + days * 24 * 60 * 60 * 1000;

function offer(
  id: number,
  {
    expiresAt = null,
    coverUrl = null,
    brand = `Brand ${id}`,
  }: { expiresAt?: number | null; coverUrl?: string | null; brand?: string } = {},
): IndexedOffer {
  const card = {
    id,
    title: `Offer ${id}`,
    titleAr: null,
    description: "",
    descriptionAr: null,
    brandName: brand,
    brandSlug: brand.toLowerCase().replace(/\s+/g, "-"),
    businessCategory: "other" as const,
    logoUrl: null,
    coverUrl,
    brandColour: null,
    offerType: "discount" as const,
    discountType: null,
    discountValue: null,
    expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    redemptionChannel: "online" as const,
    usageLimit: "once" as const,
    outOfCodes: false,
  };
  return {
    card,
    cardJson: JSON.stringify(card),
    primaryText: "",
    secondaryText: "",
    publishedAt: id,
    createdAt: id,
    updatedAt: id,
    expiresAt,
    featuredRank: null,
    brandUpdatedAt: 0,
  };
}
/** Offers with ids from `to` down to `from`: newest (highest id) first, as the catalogue lists them. */
const newestFirst = (from: number, to: number, made = (id: number) => offer(id)) =>
  Array.from({ length: to - from + 1 }, (_, index) => made(to - index));

const rowsOf = (newest: IndexedOffer[], featured: number[] = [], trending: number[] = []) =>
  offerRows({ newest, featured, trending, now });
const ids = (rows: ReturnType<typeof offerRows>) =>
  Object.fromEntries(rows.map((row) => [row.id, row.offers.map((o) => o.card.id)]));

describe("offerRows", () => {
  it("keeps the ranking's order for featured and trending, skipping ids the catalogue lacks", () => {
    const rows = rowsOf(newestFirst(1, 30), [2, 99, 4, 6, 8], [1, 3, 5, 7, 9]);
    expect(ids(rows).featured).toEqual([2, 4, 6, 8]);
    expect(ids(rows).trending).toEqual([1, 3, 5, 7, 9]);
    expect(rows.map((row) => row.id)).toEqual(["featured", "trending", "new"]);
  });

  it("lists offers expiring within seven days, soonest first, and leaves out the rest", () => {
    const catalogue = [
      offer(1, { expiresAt: inDays(6.9) }),
      offer(2, { expiresAt: inDays(1) }),
      offer(3, { expiresAt: inDays(8) }),
      offer(4),
      offer(5, { expiresAt: inDays(-0.1) }),
      offer(6, { expiresAt: inDays(7) }),
      offer(7, { expiresAt: inDays(2) }),
    ];
    expect(ids(rowsOf(catalogue)).endingSoon).toEqual([2, 7, 1, 6]);
  });

  it(`shows a row only with at least ${ROW_MIN} offers, and at most a row's worth`, () => {
    const rows = rowsOf(
      newestFirst(1, 40),
      [1, 2, 3],
      newestFirst(1, 40).map((o) => o.card.id),
    );
    // Three featured offers are not a row; trending takes its first twelve, New the next twelve.
    expect(rows.map((row) => row.id)).toEqual(["trending", "new"]);
    expect(rows.every((row) => row.offers.length === ROW_SIZE)).toBe(true);
    expect(ids(rowsOf(newestFirst(1, 3)))).toEqual({});
  });

  it("skips in a row what a row above already shows, where it has others to show", () => {
    const catalogue = newestFirst(1, 30, (id) => offer(id, { expiresAt: id <= 5 ? inDays(id) : null }));
    const rows = ids(rowsOf(catalogue, [30, 29, 28, 1], [30, 29, 27, 26, 25]));
    expect(rows.featured).toEqual([30, 29, 28, 1]);
    // Trending has only three of its own: the first of those shown above make it up to four.
    expect(rows.trending).toEqual([30, 27, 26, 25]);
    // New starts after every offer shown above.
    expect(rows.new).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13]);
    // Ending soon has four others than the featured offer 1, soonest first.
    expect(rows.endingSoon).toEqual([2, 3, 4, 5]);
  });

  it("never lets one offer fill three rows", () => {
    const timesShown = (rows: ReturnType<typeof offerRows>) => {
      const count = new Map<number, number>();
      for (const row of rows)
        for (const o of row.offers) count.set(o.card.id, (count.get(o.card.id) ?? 0) + 1);
      return Math.max(...count.values());
    };
    // Rows with others to show repeat nothing.
    const large = newestFirst(1, 40, (id) => offer(id, { expiresAt: id <= 6 ? inDays(id) : null }));
    const rows = rowsOf(large, [40, 39, 38, 37, 36], [40, 39, 35, 34, 33, 32]);
    expect(rows.map((row) => row.id)).toEqual(["featured", "trending", "new", "endingSoon"]);
    expect(timesShown(rows)).toBe(1);
    // A small catalogue whose every offer is featured, trending, new and ending soon: twice at most.
    const small = newestFirst(1, 8, (id) => offer(id, { expiresAt: inDays(1) }));
    const few = rowsOf(small, [8, 7, 6, 5], [8, 7, 6, 5]);
    expect(few.map((row) => row.id)).toEqual(["featured", "trending", "new", "endingSoon"]);
    expect(timesShown(few)).toBe(2);
  });

  it("shows no row for an empty catalogue", () => {
    expect(rowsOf([], [1], [2])).toEqual([]);
  });
});

describe("collageOffers", () => {
  const cover = (id: number) => offer(id, { coverUrl: `/brand-covers/${id}-1200.webp` });
  const catalogue = [cover(1), cover(2), offer(3), cover(4), cover(5), cover(6), cover(7), cover(8)];
  const collage = (featured: number[], trending: number[], newest = catalogue) =>
    collageOffers({ newest, featured, trending, now }).map((o) => o.card.id);

  it("puts staff's featured first in their order, then trending, then the newest, each once", () => {
    expect(collage([5, 2], [2, 7])).toEqual([5, 2, 7, 1, 4, 6]);
  });

  it("skips offers without a cover and ids the catalogue no longer lists", () => {
    expect(collage([3, 99, 8], [])).toEqual([8, 1, 2, 4, 5, 6]);
  });

  it("shows at most COLLAGE_TILES, and the newest when nothing is ranked", () => {
    expect(collage([], [])).toHaveLength(COLLAGE_TILES);
    expect(collage([], [], catalogue.slice(0, 2))).toEqual([1, 2]);
  });
});

describe("frontBrands", () => {
  it("puts the brands with the most live offers first, then by name, with the first logo found", () => {
    const catalogue = [
      offer(1, { brand: "Zest" }),
      offer(2, { brand: "Apex" }),
      offer(3, { brand: "Zest" }),
      offer(4, { brand: "beta " }),
    ];
    expect(frontBrands(catalogue).map((b) => [b.name, b.offerCount])).toEqual([
      ["Zest", 2],
      ["Apex", 1],
      ["beta", 1],
    ]);
  });
});
