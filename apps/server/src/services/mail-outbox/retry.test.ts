import { describe, expect, it } from "vitest";
import type { Random } from "../random.ts";
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs } from "./retry.ts";

const lowest: Random = { token: () => "", digits: () => "", between: (min) => min };
const highest: Random = { token: () => "", digits: () => "", between: (_min, max) => max };

describe("retryDelayMs", () => {
  it("doubles from 30 seconds, within the upper half of each step", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, highest))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, lowest))).toEqual([15_000, 30_000, 60_000, 120_000]);
  });

  it("never waits more than an hour, however many tries failed", () => {
    for (const attempt of [8, 9, 20, 1000]) {
      expect(retryDelayMs(attempt, highest)).toBe(MAX_RETRY_MS);
      expect(retryDelayMs(attempt, lowest)).toBe(MAX_RETRY_MS / 2);
    }
  });

  it("treats a nonsense attempt number as the first", () => {
    expect(retryDelayMs(0, highest)).toBe(FIRST_RETRY_MS);
  });
});
