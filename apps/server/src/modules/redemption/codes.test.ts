import { describe, expect, it } from "vitest";
import { cleanPoolCodes, generatedCode } from "./codes.ts";

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
