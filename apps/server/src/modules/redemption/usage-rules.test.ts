import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { USAGE_LIMITS } from "@studentperks/contracts/catalogue";
import { eligibility, periodEnd } from "./usage-rules.ts";

// 2026-11-27 and 2026-12-04 are Fridays. Dubai is UTC+4: 19:59 UTC is 23:59 in Dubai, 20:00 UTC is midnight.
const at = (iso: string) => new Date(iso);

describe("periodEnd", () => {
  it("ends a daily period at the next Dubai midnight, not 24 hours later", () => {
    expect(periodEnd("per_day", at("2026-12-03T19:59:00Z"))).toEqual(at("2026-12-03T20:00:00Z"));
    expect(periodEnd("per_day", at("2026-12-03T20:00:00Z"))).toEqual(at("2026-12-04T20:00:00Z"));
  });

  it("frees a weekly offer used on a Friday from the start of the next Friday, Dubai time", () => {
    expect(periodEnd("per_7_days", at("2026-11-27T08:00:00Z"))).toEqual(at("2026-12-03T20:00:00Z"));
  });

  it("counts 30 Dubai days for the monthly rule", () => {
    expect(periodEnd("per_30_days", at("2026-11-30T21:00:00Z"))).toEqual(at("2026-12-30T20:00:00Z"));
  });

  it("never ends for once, and at once for unlimited", () => {
    expect(periodEnd("once", at("2026-11-27T08:00:00Z"))).toBeNull();
    expect(periodEnd("unlimited", at("2026-11-27T08:00:00Z"))).toEqual(at("2026-11-27T08:00:00Z"));
  });
});

describe("eligibility", () => {
  it("lets a student who never used the offer use it, whatever the rule", () => {
    for (const limit of USAGE_LIMITS) {
      expect(eligibility(limit, null, at("2026-12-03T10:00:00Z"))).toEqual({ eligible: true });
    }
  });

  it("refuses until the Dubai midnight after a daily use, then allows", () => {
    const usedAt = at("2026-12-03T19:50:00Z"); // 23:50 in Dubai
    expect(eligibility("per_day", usedAt, at("2026-12-03T19:59:59Z"))).toEqual({
      eligible: false,
      nextEligibleAt: at("2026-12-03T20:00:00Z"),
    });
    expect(eligibility("per_day", usedAt, at("2026-12-03T20:00:00Z"))).toEqual({ eligible: true });
  });

  it("says never again for once", () => {
    expect(eligibility("once", at("2026-01-01T00:00:00Z"), at("2027-01-01T00:00:00Z"))).toEqual({
      eligible: false,
      nextEligibleAt: null,
    });
  });

  it("always allows unlimited use", () => {
    expect(eligibility("unlimited", at("2026-12-03T10:00:00Z"), at("2026-12-03T10:00:00Z"))).toEqual({
      eligible: true,
    });
  });

  it("for every periodic rule, the next use starts a Dubai day, at most N days and more than N-1 days on", () => {
    const periodic = [
      ["per_day", 1],
      ["per_7_days", 7],
      ["per_30_days", 30],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...periodic),
        fc.date({ min: at("2020-01-01T00:00:00Z"), max: at("2035-01-01T00:00:00Z"), noInvalidDate: true }),
        ([limit, days], usedAt) => {
          const end = periodEnd(limit, usedAt)!;
          const dubai = new Date(end.getTime() + 4 * 3_600_000);
          expect(dubai.toISOString().slice(11)).toBe("00:00:00.000Z");
          const gap = end.getTime() - usedAt.getTime();
          expect(gap).toBeLessThanOrEqual(days * 86_400_000);
          expect(gap).toBeGreaterThan((days - 1) * 86_400_000);
        },
      ),
    );
  });
});
