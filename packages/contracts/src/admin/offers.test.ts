import { describe, expect, it } from "vitest";
import { endOfDubaiDay, lastDubaiDay } from "./offers.ts";

describe("an offer's expiry day in Dubai (UTC+4)", () => {
  it("runs to midnight after that day, Dubai time", () => {
    expect(endOfDubaiDay("2099-12-31").toISOString()).toBe("2099-12-31T20:00:00.000Z");
  });

  it("reads back as the same day", () => {
    expect(lastDubaiDay(endOfDubaiDay("2026-02-28"))).toBe("2026-02-28");
    expect(lastDubaiDay("2026-03-01T19:59:59.999Z")).toBe("2026-03-01");
  });
});
