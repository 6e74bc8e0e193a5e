import { describe, expect, it } from "vitest";
import { parseResetProgress } from "./reset-progress.ts";

const now = 1_800_000_000_000;

describe("parseResetProgress", () => {
  it("keeps the e-mail and a grant that has not lapsed", () => {
    const raw = JSON.stringify({ email: "a@example.ae", verifiedUntil: now + 1000 });
    expect(parseResetProgress(raw, now)).toEqual({ email: "a@example.ae", verifiedUntil: now + 1000 });
  });

  it("reads a lapsed grant as a code still to verify", () => {
    const raw = JSON.stringify({ email: "a@example.ae", verifiedUntil: now });
    expect(parseResetProgress(raw, now)).toEqual({ email: "a@example.ae", verifiedUntil: null });
  });

  it("reads nothing, or anything malformed, as no reset under way", () => {
    for (const raw of [null, "", "{", "[]", JSON.stringify({ email: "" }), JSON.stringify({ email: 5 })]) {
      expect(parseResetProgress(raw, now)).toBeNull();
    }
  });
});
