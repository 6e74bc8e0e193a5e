import { describe, expect, it } from "vitest";
import { COLLAGE_TILES, collageOffers } from "./hero-collage.ts";

const offer = (id: number, coverUrl: string | null = `/brand-covers/${id}-1200.webp`) => ({ id, coverUrl });

describe("collageOffers", () => {
  const catalogue = [offer(1), offer(2), offer(3, null), offer(4), offer(5), offer(6), offer(7), offer(8)];

  it("puts staff's featured first in their order, then trending, then the newest, each once", () => {
    const picked = collageOffers(catalogue, { featured: [5, 2], trending: [2, 7] });
    expect(picked.map((o) => o.id)).toEqual([5, 2, 7, 1, 4, 6]);
  });

  it("skips offers without a cover and ids the catalogue no longer lists", () => {
    const picked = collageOffers(catalogue, { featured: [3, 99, 8], trending: [] });
    expect(picked.map((o) => o.id)).toEqual([8, 1, 2, 4, 5, 6]);
  });

  it("shows at most COLLAGE_TILES, and the newest when there are no rankings", () => {
    expect(collageOffers(catalogue, undefined)).toHaveLength(COLLAGE_TILES);
    expect(collageOffers(catalogue.slice(0, 2), undefined).map((o) => o.id)).toEqual([1, 2]);
  });
});
