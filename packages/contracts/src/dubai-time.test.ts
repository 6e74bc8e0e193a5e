import { describe, expect, it } from "vitest";
import {
  dubaiDayOf,
  dubaiMidday,
  dubaiToday,
  endOfDubaiDay,
  lastDubaiDay,
  startOfDubaiDay,
} from "./dubai-time.ts";

describe("Dubai days (UTC+4 all year)", () => {
  it("turn at 20:00 UTC", () => {
    expect(dubaiDayOf("2026-03-01T19:59:59.999Z")).toBe("2026-03-01");
    expect(dubaiDayOf("2026-03-01T20:00:00.000Z")).toBe("2026-03-02");
    expect(dubaiToday(new Date("2026-12-31T21:00:00Z"))).toBe("2027-01-01");
    expect(startOfDubaiDay("2026-03-02").toISOString()).toBe("2026-03-01T20:00:00.000Z");
  });

  it("give an offer's expiry day its whole length: to midnight after it, Dubai time", () => {
    expect(endOfDubaiDay("2099-12-31").toISOString()).toBe("2099-12-31T20:00:00.000Z");
  });

  it("read an end back as its last day", () => {
    expect(lastDubaiDay(endOfDubaiDay("2026-02-28"))).toBe("2026-02-28");
    expect(lastDubaiDay("2026-03-01T19:59:59.999Z")).toBe("2026-03-01");
  });

  it("have a midday that stays inside the day", () => {
    expect(dubaiDayOf(dubaiMidday("2024-02-29"))).toBe("2024-02-29");
  });
});
