import { describe, expect, it } from "vitest";
import { axisTop, linePath } from "./chart.ts";

describe("axisTop", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect(axisTop(0)).toBe(1);
    expect(axisTop(3)).toBe(5);
    expect(axisTop(7)).toBe(10);
    expect(axisTop(12)).toBe(20);
    expect(axisTop(200)).toBe(200);
    expect(axisTop(201)).toBe(500);
  });
});

describe("linePath", () => {
  it("spreads the days across the width with 0 at the bottom", () => {
    expect(linePath([0, 5, 10], 10, 100, 50)).toBe("M0,50L50,25L100,0");
  });

  it("draws a single day as a short stroke in the middle, and nothing for no days", () => {
    expect(linePath([2], 4, 100, 50)).toBe("M46,25H54");
    expect(linePath([], 1, 100, 50)).toBe("");
  });
});
