import { describe, expect, it } from "vitest";
import { rankOffers, TRENDING_SIZE } from "./service.ts";

describe("rankOffers", () => {
  it("keeps the week's top offers for Trending and every taken offer for Popular, live ones only", () => {
    const uptake = Array.from({ length: 20 }, (_, i) => ({
      offerId: i + 1,
      week: i % 5,
      month: (i % 5) + 1,
    }));
    const { trending, popular } = rankOffers(uptake, (id) => id !== 20);
    expect(trending).toHaveLength(TRENDING_SIZE);
    // week 4: ids 5, 10, 15 (20 is not live); then week 3: 19, 14, 9, 4; ...
    expect(trending.slice(0, 7)).toEqual([15, 10, 5, 19, 14, 9, 4]);
    expect(trending).not.toContain(20);
    expect(popular).toHaveLength(19);
    expect(popular.at(-1)).toBe(1);
  });

  it("leaves out offers nobody took in the period", () => {
    expect(rankOffers([{ offerId: 1, week: 0, month: 2 }], () => true)).toEqual({
      trending: [],
      popular: [1],
    });
  });

  it("keeps out of Trending what the rows may not show (a pool ran out), not out of Popular", () => {
    const uptake = [
      { offerId: 1, week: 3, month: 3 },
      { offerId: 2, week: 2, month: 2 },
    ];
    expect(
      rankOffers(
        uptake,
        () => true,
        (id) => id !== 1,
      ),
    ).toEqual({ trending: [2], popular: [1, 2] });
  });
});
