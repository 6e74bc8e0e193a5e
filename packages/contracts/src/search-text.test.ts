import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchText } from "./search-text.ts";

// Letters of the Arabic block that carry no mark and are not folded, and the marks and spellings the
// search ignores.
const ARABIC_LETTERS = [..."ابتثجحخدذرسشصضطظعغفقكلمنهويء"];
const MARKS = ["\u064B", "\u064C", "\u064D", "\u064E", "\u064F", "\u0650", "\u0651", "\u0652", "\u0640"];
const ALEFS = ["ا", "أ", "إ", "آ", "ٱ"];

const arabicWord = fc.array(fc.constantFrom(...ARABIC_LETTERS, "ة", "ى", ...ALEFS), {
  minLength: 1,
  maxLength: 12,
});

describe("searchText", () => {
  it("is lower case for English, as the search always was", () => {
    expect(searchText("Half-Price KARAK")).toBe("half-price karak");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii" }), (text) => {
        expect(searchText(text)).toBe(text.toLowerCase());
      }),
    );
  });

  it("ignores vowel marks, shadda, sukun and tatweel", () => {
    expect(searchText("مُكَتَّبَة")).toBe(searchText("مكتبة"));
    expect(searchText("خصـــم")).toBe("خصم");
    expect(searchText("نقدًا")).toBe("نقدا");
    fc.assert(
      fc.property(
        arabicWord,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...MARKS))),
        (letters, insertions) => {
          const marked = [...letters];
          for (const [at, mark] of insertions) marked.splice(at % (marked.length + 1), 0, mark);
          expect(searchText(marked.join(""))).toBe(searchText(letters.join("")));
        },
      ),
    );
  });

  it("reads every alef with hamza or madda as a plain alef, ة as ه and ى as ي", () => {
    expect(searchText("أحمد")).toBe("احمد");
    expect(searchText("إمارات")).toBe("امارات");
    expect(searchText("آخر")).toBe("اخر");
    expect(searchText("ٱلعرض")).toBe("العرض");
    expect(searchText("مكتبة")).toBe(searchText("مكتبه"));
    expect(searchText("مستشفى")).toBe(searchText("مستشفي"));
    expect(searchText("مسؤول")).toBe(searchText("مسوول"));
    fc.assert(
      fc.property(arabicWord, fc.array(fc.constantFrom(...ALEFS)), (letters, alefs) => {
        let next = 0;
        const respelled = letters.map((letter) => (ALEFS.includes(letter) ? (alefs[next++] ?? "ا") : letter));
        expect(searchText(respelled.join(""))).toBe(searchText(letters.join("")));
      }),
    );
  });

  it("reads Arabic-Indic digits and ٪ as 0-9 and %, and drops direction marks", () => {
    expect(searchText("خصم ٢٠٪")).toBe("خصم 20%");
    expect(searchText("۱۵")).toBe("15");
    expect(searchText("\u200fخصم\u200e 20%")).toBe("خصم 20%");
  });

  it("reads presentation forms, ligatures and accented Latin letters as the plain letters", () => {
    expect(searchText("\uFEFB")).toBe("لا");
    expect(searchText("\uFE91\uFEEA")).toBe("به");
    expect(searchText("Café ﬁne")).toBe("cafe fine");
  });

  it("is idempotent, and keeps what a text contains found in its search form", () => {
    const text = fc.string({
      unit: fc.constantFrom(...ARABIC_LETTERS, ...MARKS, ...ALEFS, "ة", "ى", "a", "B", " "),
    });
    fc.assert(
      fc.property(text, (value) => {
        expect(searchText(searchText(value))).toBe(searchText(value));
      }),
    );
    fc.assert(
      fc.property(text, text, text, (before, part, after) => {
        expect(searchText(before + part + after)).toContain(searchText(part));
      }),
    );
  });
});
