import { describe, expect, it } from "vitest";
import { brandHue, coverFallback, coverSrcSet, GRID_COVER_SIZES, ROW_COVER_SIZES } from "./cover.ts";

describe("coverSrcSet", () => {
  it("names every width of the cover after its one URL", () => {
    expect(coverSrcSet("/uploads/covers/0b7f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d-1200.webp")).toBe(
      "/uploads/covers/0b7f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d-400.webp 400w, " +
        "/uploads/covers/0b7f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d-800.webp 800w, " +
        "/uploads/covers/0b7f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d-1200.webp 1200w",
    );
    expect(coverSrcSet("/brand-covers/souk-lane-1200.webp")).toBe(
      "/brand-covers/souk-lane-400.webp 400w, /brand-covers/souk-lane-800.webp 800w, /brand-covers/souk-lane-1200.webp 1200w",
    );
  });
});

describe("the cards' sizes", () => {
  it("follow the grid's columns, widest first, and a row card's min(20rem, 80vw)", () => {
    expect(GRID_COVER_SIZES.split(", ").map((size) => size.split(") ")[0])).toEqual([
      "(min-width: 80rem",
      "(min-width: 64rem",
      "(min-width: 48rem",
      "(min-width: 40rem",
      "calc(100vw - 2rem)",
    ]);
    // At 80rem the three columns of max-w-7xl less its padding and gaps: (80 - 4 - 2.5) / 3.
    expect(GRID_COVER_SIZES).toContain("(min-width: 80rem) 24.5rem");
    expect(ROW_COVER_SIZES).toBe("(min-width: 25rem) 20rem, 80vw");
  });
});

describe("coverFallback", () => {
  it("derives the same colours from the same brand, whatever its case or spaces", () => {
    expect(coverFallback("Karak House")).toEqual(coverFallback("  karak house "));
    expect(brandHue("Karak House")).toBe(brandHue("KARAK HOUSE"));
  });

  it("gives different brands different hues, spread around the wheel", () => {
    const brands = [
      "Rosewater Nails",
      "Date Palm Bakery",
      "Karak House",
      "Souk Lane",
      "Byte Bazaar",
      "Nova Gadgets",
    ];
    const hues = brands.map(brandHue);
    expect(new Set(hues).size).toBe(brands.length);
    for (const hue of hues) expect(hue >= 0 && hue < 360).toBe(true);
    expect(Math.max(...hues) - Math.min(...hues)).toBeGreaterThan(90);
  });

  it("gives a ground dark enough for white letters, and no letters of its own", () => {
    expect(coverFallback("Rosewater Nails")).toEqual({
      ground: expect.stringMatching(/^hsl\(\d+, 45%, 34%\)$/) as string,
      glow: expect.stringMatching(/^hsl\(\d+, 60%, 58%\)$/) as string,
    });
  });
});
