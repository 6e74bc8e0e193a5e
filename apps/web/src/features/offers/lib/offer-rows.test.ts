import { describe, expect, it } from "vitest";
import { offerRows, ROW_MIN, ROW_SIZE } from "./offer-rows.ts";

const now = new Date("2026-11-27T12:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
const offer = (id: number, expiresAt: string | null = null) => ({ id, expiresAt });
/** Offers with ids from `to` down to `from`: newest (highest id) first, as the catalogue lists them. */
const newestFirst = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => offer(to - index));

const ids = (rows: ReturnType<typeof offerRows>) =>
  Object.fromEntries(rows.map((row) => [row.id, row.offers.map((o) => o.id)]));

describe("offerRows", () => {
  it("keeps the server's order for featured and trending, skipping ids the catalogue lacks", () => {
    const catalogue = newestFirst(1, 30);
    const rows = offerRows(catalogue, { featured: [2, 99, 4, 6, 8], trending: [1, 3, 5, 7, 9] }, now);
    expect(ids(rows).featured).toEqual([2, 4, 6, 8]);
    expect(ids(rows).trending).toEqual([1, 3, 5, 7, 9]);
    expect(rows.map((row) => row.id)).toEqual(["featured", "trending", "new"]);
  });

  it("lists offers expiring within seven days, soonest first, and leaves out the rest", () => {
    const catalogue = [
      offer(1, inDays(6.9)),
      offer(2, inDays(1)),
      offer(3, inDays(8)),
      offer(4, null),
      offer(5, inDays(-0.1)),
      offer(6, inDays(7)),
      offer(7, inDays(2)),
    ];
    expect(ids(offerRows(catalogue, undefined, now)).endingSoon).toEqual([2, 7, 1, 6]);
  });

  it(`shows a row only with at least ${ROW_MIN} offers, and at most a row's worth`, () => {
    const catalogue = newestFirst(1, 40);
    const rows = offerRows(
      catalogue,
      { featured: [1, 2, 3], trending: newestFirst(1, 40).map((o) => o.id) },
      now,
    );
    // Three featured offers are not a row; trending takes its first twelve, New the next twelve.
    expect(rows.map((row) => row.id)).toEqual(["trending", "new"]);
    expect(rows.every((row) => row.offers.length === ROW_SIZE)).toBe(true);
    expect(ids(offerRows(newestFirst(1, 3), undefined, now))).toEqual({});
  });

  it("skips in a row what a row above already shows, where it has others to show", () => {
    const catalogue = newestFirst(1, 30).map((o) => (o.id <= 5 ? offer(o.id, inDays(o.id)) : o));
    const rows = ids(
      offerRows(catalogue, { featured: [30, 29, 28, 1], trending: [30, 29, 27, 26, 25] }, now),
    );
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
      for (const row of rows) for (const o of row.offers) count.set(o.id, (count.get(o.id) ?? 0) + 1);
      return Math.max(...count.values());
    };
    // Rows with others to show repeat nothing.
    const large = newestFirst(1, 40).map((o) => (o.id <= 6 ? offer(o.id, inDays(o.id)) : o));
    const rankings = { featured: [40, 39, 38, 37, 36], trending: [40, 39, 35, 34, 33, 32] };
    const rows = offerRows(large, rankings, now);
    expect(rows.map((row) => row.id)).toEqual(["featured", "trending", "new", "endingSoon"]);
    expect(timesShown(rows)).toBe(1);
    // A small catalogue whose every offer is featured, trending, new and ending soon: twice at most.
    const small = newestFirst(1, 8).map((o) => offer(o.id, inDays(1)));
    const few = offerRows(small, { featured: [8, 7, 6, 5], trending: [8, 7, 6, 5] }, now);
    expect(few.map((row) => row.id)).toEqual(["featured", "trending", "new", "endingSoon"]);
    expect(timesShown(few)).toBe(2);
  });

  it("shows no row for an empty catalogue", () => {
    expect(offerRows([], { featured: [1], trending: [2] }, now)).toEqual([]);
  });
});
