import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isArabicText, scriptOf } from "./script.ts";

const arabicWord = fc
  .array(fc.integer({ min: 0x0621, max: 0x064a }), { minLength: 1, maxLength: 8 })
  .map((codes) => String.fromCharCode(...codes));
const latinWord = fc.stringMatching(/^[A-Za-z]{1,8}$/);
const neutral = fc.stringMatching(/^[0-9 .,:%\-/]{0,6}$/);

describe("scriptOf", () => {
  it("reads a merchant's Arabic and English as such", () => {
    expect(scriptOf("خصم ٢٠٪ على جميع المشروبات")).toBe("arabic");
    expect(scriptOf("20% off all drinks")).toBe("latin");
    expect(scriptOf("خصم 20% على كل المشروبات في Karak House")).toBe("arabic");
    expect(scriptOf("KARAK20 - 2026")).toBe("latin");
  });

  it("has no script for text without letters", () => {
    fc.assert(
      fc.property(neutral, (text) => {
        expect(scriptOf(text)).toBeNull();
      }),
    );
  });

  it("is Arabic when Arabic words outnumber the Latin ones in letters, whatever sits around them", () => {
    fc.assert(
      fc.property(fc.array(arabicWord, { minLength: 1 }), neutral, (words, around) => {
        expect(isArabicText(`${around}${words.join(" ")}${around}`)).toBe(true);
      }),
    );
  });

  it("is Latin for English words, and adding neutral characters changes nothing", () => {
    fc.assert(
      fc.property(fc.array(latinWord, { minLength: 1 }), neutral, (words, around) => {
        const text = words.join(" ");
        expect(scriptOf(text)).toBe("latin");
        expect(scriptOf(`${around}${text}${around}`)).toBe(scriptOf(text));
      }),
    );
  });
});
