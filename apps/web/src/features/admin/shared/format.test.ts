import { describe, expect, it } from "vitest";
import { waitingTime } from "./format.ts";

const now = new Date("2026-11-23T12:00:00Z");

describe("waitingTime", () => {
  it("uses the largest whole unit", () => {
    expect(waitingTime("2026-11-23T11:15:00Z", now)).toBe("45 min");
    expect(waitingTime("2026-11-23T06:30:00Z", now)).toBe("5 h");
    expect(waitingTime("2026-11-20T11:00:00Z", now)).toBe("3 d");
  });

  it("never goes below zero (a clock a little ahead of ours)", () => {
    expect(waitingTime("2026-11-23T12:05:00Z", now)).toBe("0 min");
  });
});
