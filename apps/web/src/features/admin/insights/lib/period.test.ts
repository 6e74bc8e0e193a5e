import { afterEach, describe, expect, it, vi } from "vitest";
import { periodFormSchema, periodFromSearch, quickChoiceOf } from "#web/lib/period.ts";
import { percent, rateOf } from "./period.ts";

const now = new Date("2026-03-06T21:30:00Z"); // 7 March in Dubai

describe("periodFromSearch", () => {
  it("reads from and to, and falls back to the last 30 days with the reason", () => {
    expect(periodFromSearch(new URLSearchParams("from=2026-03-01&to=2026-03-03"), now)).toEqual({
      period: { from: "2026-03-01", to: "2026-03-03" },
      problem: null,
    });
    expect(periodFromSearch(new URLSearchParams(""), now).period).toEqual({
      from: "2026-02-06",
      to: "2026-03-07",
    });
    expect(periodFromSearch(new URLSearchParams("from=2026-03-05&to=2026-03-01"), now)).toEqual({
      period: { from: "2026-02-06", to: "2026-03-07" },
      problem: "The start of the period must not be after its end.",
    });
    expect(periodFromSearch(new URLSearchParams("from=soon"), now).problem).toBe(
      "Use a date like 2026-03-01.",
    );
  });
});

describe("periodFormSchema", () => {
  afterEach(() => vi.useRealTimers());
  const issuesOf = (values: { from: string; to: string }) =>
    periodFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("answers the period the URL will hold, a blank day filled as the URL's would be", () => {
    vi.useFakeTimers({ now });
    expect(periodFormSchema.parse({ from: "2026-01-01", to: "2026-01-07" })).toEqual({
      from: "2026-01-01",
      to: "2026-01-07",
    });
    expect(periodFormSchema.parse({ from: "2026-03-01", to: "" })).toEqual({
      from: "2026-03-01",
      to: "2026-03-07",
    });
  });

  it("tells a start after the end, or a period over 366 days, under the start", () => {
    expect(issuesOf({ from: "2026-01-09", to: "2026-01-07" })).toEqual([
      ["from", "The start of the period must not be after its end."],
    ]);
    expect(issuesOf({ from: "2024-01-01", to: "2026-01-07" })).toEqual([
      ["from", "Choose a period of at most 366 days."],
    ]);
  });

  it("tells a day that is not one under its own box", () => {
    expect(issuesOf({ from: "2026-02-30", to: "2026-03-01" })).toEqual([
      ["from", "Use a date like 2026-03-01."],
    ]);
  });
});

describe("quickChoiceOf", () => {
  it("names the quick choice a period ending today is", () => {
    expect(quickChoiceOf({ from: "2026-03-01", to: "2026-03-07" }, now)).toBe(7);
    expect(quickChoiceOf({ from: "2026-02-06", to: "2026-03-07" }, now)).toBe(30);
    expect(quickChoiceOf({ from: "2026-03-01", to: "2026-03-06" }, now)).toBeNull();
  });
});

describe("percent and rateOf", () => {
  it("show one decimal, and nothing when there is nothing to divide", () => {
    expect(percent(0.4)).toBe("40.0%");
    expect(percent(1 / 3)).toBe("33.3%");
    expect(percent(null)).toBeNull();
    expect(rateOf(1, 8)).toBe("12.5%");
    expect(rateOf(0, 0)).toBeNull();
  });
});
