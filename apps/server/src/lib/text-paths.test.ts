import { describe, expect, it } from "vitest";
import { measureText, textPath } from "./text-paths.ts";

const style = { size: 100, weight: 700 } as const;

describe("text as paths", () => {
  it("draws Latin and Arabic from the packaged font, whatever fonts the machine has", () => {
    expect(textPath("20% OFF", { ...style, x: 0, baseline: 100, maxWidth: 2000 })).toMatch(
      /^M[\d.-]+ [\d.-]+/,
    );
    expect(textPath("كرك هاوس", { ...style, x: 0, baseline: 100, maxWidth: 2000 })).toMatch(/^M/);
  });

  it("copes with what number formats and merchants put in: no-break spaces, marks, characters no font has", () => {
    // "AED 50" (U+00A0) and "50 د.إ.‏" (U+200F) as Intl writes them; an emoji the font lacks.
    for (const text of ["AED\u00A050 OFF", "50\u00A0د.إ.\u200F", "Café 🎉 Perks"]) {
      expect(() => textPath(text, { ...style, x: 0, baseline: 100, maxWidth: 2000 }), text).not.toThrow();
    }
    expect(measureText("AED\u00A050", style)).toBeCloseTo(measureText("AED 50", style));
  });

  it("shrinks to fit, then cuts with an ellipsis", () => {
    const long = "A very long brand name that goes on and on ".repeat(4);
    const full = measureText(long, style);
    expect(full).toBeGreaterThan(1000);
    const cut = textPath(long, { ...style, minSize: 50, x: 0, baseline: 100, maxWidth: 600 });
    const xs = [...cut.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.max(...xs)).toBeLessThanOrEqual(601);
  });
});
