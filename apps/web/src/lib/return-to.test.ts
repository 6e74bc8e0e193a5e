import { describe, expect, it } from "vitest";
import { parseReturnTo } from "./return-to.ts";

const now = 1_800_000_000_000;
const stored = (path: unknown, at: unknown = now - 1000) => JSON.stringify({ path, at });

describe("parseReturnTo", () => {
  it("returns a recent path of this site", () => {
    expect(parseReturnTo(stored("/?offer=12"), now)).toBe("/?offer=12");
  });

  it("forgets a path after half an hour", () => {
    expect(parseReturnTo(stored("/?offer=12", now - 30 * 60_000), now)).toBeNull();
  });

  it("never returns a path that leaves the site, nor anything malformed", () => {
    for (const raw of [
      stored("//evil.example/x"),
      stored("/\\evil.example"),
      stored("https://evil.example/"),
      stored("javascript:alert(1)"),
      stored(12),
      stored("/?offer=1", "yesterday"),
      "{",
      null,
    ]) {
      expect(parseReturnTo(raw, now)).toBeNull();
    }
  });
});
