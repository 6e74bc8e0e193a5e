import { describe, expect, it } from "vitest";
import { offerRows, ROW_SIZE } from "./offer-rows.ts";

const now = new Date("2026-11-27T12:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
const offer = (id: number, expiresAt: string | null = null) => ({ id, expiresAt });

const ids = (rows: ReturnType<typeof offerRows>) =>
  Object.fromEntries(rows.map((row) => [row.id, row.offers.map((o) => o.id)]));

describe("offerRows", () => {
  it("keeps the server's order for featured and trending, skipping ids the catalogue lacks", () => {
    const catalogue = [offer(5), offer(4), offer(3), offer(2), offer(1)];
    const rows = offerRows(catalogue, { featured: [2, 99, 4], trending: [1, 5] }, now);
    expect(ids(rows)).toEqual({ featured: [2, 4], trending: [1, 5], new: [5, 4, 3, 2, 1] });
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
    ];
    expect(ids(offerRows(catalogue, undefined, now)).endingSoon).toEqual([2, 1, 6]);
  });

  it("leaves out empty rows and shows at most a row's worth", () => {
    const catalogue = Array.from({ length: 30 }, (_, index) => offer(30 - index));
    const rows = offerRows(catalogue, { featured: [], trending: catalogue.map((o) => o.id) }, now);
    expect(rows.map((row) => row.id)).toEqual(["trending", "new"]);
    expect(rows.every((row) => row.offers.length === ROW_SIZE)).toBe(true);
  });

  it("shows no row for an empty catalogue", () => {
    expect(offerRows([], { featured: [1], trending: [2] }, now)).toEqual([]);
  });
});
