import { describe, expect, it } from "vitest";
import { COVER_MOTIFS, coverMotifOf, coverPalette, renderCoverSvg, seededRandom } from "./cover-art.ts";
import { textColourFor } from "./logo-svg.ts";

const art = { slug: "souk-lane", colour: "#B4532A", motif: "retail" } as const;

describe("the demo covers' colours", () => {
  it("keep the logo's colour, and its text colour for the patterns", () => {
    for (const colour of ["#B4532A", "#FFB703", "#14213D", "#4CC9F0"]) {
      const palette = coverPalette(colour);
      expect(palette.base).toBe(colour);
      expect(palette.ink).toBe(textColourFor(colour));
      expect(palette.deep).toMatch(/^#[0-9A-F]{6}$/);
      expect(palette.accent).toMatch(/^#[0-9A-F]{6}$/);
      expect(new Set([palette.base, palette.deep, palette.accent]).size).toBe(3);
    }
  });
});

describe("seededRandom", () => {
  it("gives the same numbers for the same seed, others for another, all in [0, 1)", () => {
    const take = (seed: string) => Array.from({ length: 5 }, seededRandom(seed));
    expect(take("souk-lane")).toEqual(take("souk-lane"));
    expect(take("souk-lane")).not.toEqual(take("gulf-grocer"));
    for (const value of take("byte-bazaar")) expect(value >= 0 && value < 1).toBe(true);
  });
});

describe("renderCoverSvg", () => {
  it("draws a 1200 x 630 picture in the brand's colour, with no text: the card names the brand", () => {
    const svg = renderCoverSvg(art);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).toContain('stop-color="#B4532A"');
    // No <text>, and no name drawn as paths either (the one wordmark-sized run of glyphs).
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).not.toContain("Souk Lane");
    expect(svg.length).toBeLessThan(20_000);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it("draws the same cover for the same brand, and another for another brand of the same kind", () => {
    expect(renderCoverSvg(art)).toBe(renderCoverSvg(art));
    const other = renderCoverSvg({ ...art, slug: "gulf-grocer" });
    expect(other).not.toBe(renderCoverSvg(art));
  });

  it("draws every motif", () => {
    const drawn = COVER_MOTIFS.map((motif) => renderCoverSvg({ ...art, motif }));
    expect(new Set(drawn).size).toBe(COVER_MOTIFS.length);
    for (const svg of drawn) expect(svg).not.toMatch(/NaN|undefined/);
  });
});

describe("coverMotifOf", () => {
  it("takes its category's, Retail's in lower case", () => {
    expect(coverMotifOf({ businessCategory: "Retail" })).toBe("retail");
    expect(coverMotifOf({ businessCategory: "electronics" })).toBe("electronics");
    expect(coverMotifOf({ businessCategory: "food" })).toBe("food");
    expect(coverMotifOf({ businessCategory: "other" })).toBe("other");
  });
});
