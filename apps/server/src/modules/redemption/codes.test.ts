import { describe, expect, it } from "vitest";
import { cleanPoolCodes, generatedCode, generatedCodeAvoiding } from "./codes.ts";

describe("generatedCode", () => {
  it("is the brand's letters and digits, lowercased, then sp and a number from 10 to 99", () => {
    expect(generatedCode("Karak House", { between: () => 42 })).toBe("karakhousesp42");
    expect(generatedCode("Dune & Dhow Home 2", { between: () => 10 })).toBe("dunedhowhome2sp10");
  });

  it("asks for a number from 10 to 99", () => {
    let asked: number[] = [];
    generatedCode("X", {
      between: (min, max) => {
        asked = [min, max];
        return min;
      },
    });
    expect(asked).toEqual([10, 99]);
  });
});

describe("cleanPoolCodes", () => {
  it("trims, drops blanks and repeats, and refuses overlong codes", () => {
    expect(cleanPoolCodes([" A1 ", "A1", "", "  ", "B2", "x".repeat(101)])).toEqual(["A1", "B2"]);
  });
});

describe("generatedCodeAvoiding", () => {
  it("generates as usual when no code is bad", () => {
    expect(generatedCodeAvoiding("Karak House", { between: () => 42 }, new Set())).toBe("karakhousesp42");
  });

  it("never answers a bad code, and answers null when every one is bad", () => {
    const bad = new Set(Array.from({ length: 89 }, (_, i) => `xsp${i + 11}`)); // all but xsp10
    expect(generatedCodeAvoiding("X", { between: (min, max) => max }, bad)).toBe("xsp10");
    expect(generatedCodeAvoiding("X", { between: (min) => min }, new Set([...bad, "xsp10"]))).toBeNull();
  });
});
