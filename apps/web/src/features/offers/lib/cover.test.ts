import fc from "fast-check";
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
      ground: expect.stringMatching(/^hsl\(\d+, 45%, 3\d%\)$/) as string,
      glow: expect.stringMatching(/^hsl\(\d+, 60%, 58%\)$/) as string,
    });
  });

  it("keeps white letters at AA (4.5:1) on the ground of any brand, yellows included", () => {
    // Converted here on its own from the hsl() text the page paints.
    const contrast = (ground: string) => {
      const [h, s, l] = ground.match(/\d+/g)!.map(Number) as [number, number, number];
      const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
      const f = (n: number) => {
        const k = (n + h / 30) % 12;
        const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 1.05 / (0.2126 * f(0) + 0.7152 * f(8) + 0.0722 * f(4) + 0.05);
    };
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (name) => {
        expect(contrast(coverFallback(name).ground)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 2000 },
    );
    // A name whose hue is yellow (60): at 34% its ground gave white letters only 4.29:1.
    const yellow = Array.from({ length: 5000 }, (_, i) => `Brand ${i}`).find(
      (name) => brandHue(name) === 60,
    )!;
    expect(contrast(coverFallback(yellow).ground)).toBeGreaterThanOrEqual(4.5);
  });
});
