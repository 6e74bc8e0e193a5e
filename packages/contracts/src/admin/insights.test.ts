import { describe, expect, it } from "vitest";
import { addDays, lastDays, periodBounds, periodLength, resolvePeriod } from "./insights.ts";

const now = new Date("2026-03-06T21:30:00Z"); // 01:30 on 7 March in Dubai

describe("periods of Dubai days", () => {
  it("moves across month and year ends and counts both ends", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(periodLength({ from: "2026-03-01", to: "2026-03-01" })).toBe(1);
    expect(periodLength({ from: "2025-03-03", to: "2026-03-03" })).toBe(366);
  });

  it("ends the last N days on today in Dubai", () => {
    expect(lastDays(7, now)).toEqual({ from: "2026-03-01", to: "2026-03-07" });
  });

  it("starts and ends a period at Dubai midnights", () => {
    expect(periodBounds({ from: "2026-03-01", to: "2026-03-03" })).toEqual({
      start: new Date("2026-02-28T20:00:00Z"),
      end: new Date("2026-03-03T20:00:00Z"),
    });
  });

  it("fills a missing end from the other, and says what is wrong with a bad period", () => {
    expect(resolvePeriod({}, now)).toEqual({ period: { from: "2026-02-06", to: "2026-03-07" } });
    expect(resolvePeriod({ from: "2026-03-01" }, now)).toEqual({
      period: { from: "2026-03-01", to: "2026-03-07" },
    });
    expect(resolvePeriod({ to: "2026-01-30" }, now)).toEqual({
      period: { from: "2026-01-01", to: "2026-01-30" },
    });
    expect(resolvePeriod({ from: "2026-03-08" }, now)).toEqual({
      error: { field: "from", message: "The start of the period must not be after its end." },
    });
    expect(resolvePeriod({ from: "2025-03-02", to: "2026-03-03" }, now)).toEqual({
      error: { field: "from", message: "Choose a period of at most 366 days." },
    });
  });
});
