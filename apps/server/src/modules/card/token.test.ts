import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CARD_STEP_MS,
  cardTokenKey,
  normaliseCheckCode,
  readCardToken,
  signCardToken,
  stepAt,
  tokenExpiresAt,
} from "./token.ts";

const key = cardTokenKey("a-session-secret-of-at-least-32-characters");
const cardId = "0123456789abcdef";
const t0 = Date.UTC(2026, 10, 29, 8, 0, 0);

describe("card tokens", () => {
  it("are 27 URL-safe characters naming the card, not the person", () => {
    const token = signCardToken(key, cardId, stepAt(t0));
    expect(token).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(readCardToken(key, token, t0)).toEqual({ kind: "current", cardId, step: stepAt(t0) });
  });

  it("count for their step and the next (at most 60 s), then read as expired", () => {
    const step = stepAt(t0);
    const token = signCardToken(key, cardId, step);
    const start = step * CARD_STEP_MS;
    expect(readCardToken(key, token, start + 2 * CARD_STEP_MS - 1).kind).toBe("current");
    expect(readCardToken(key, token, start + 2 * CARD_STEP_MS)).toEqual({ kind: "expired", cardId });
    expect(tokenExpiresAt(step).getTime()).toBe(start + 2 * CARD_STEP_MS);
  });

  it("allow one step of skew ahead, and no more", () => {
    const step = stepAt(t0);
    expect(readCardToken(key, signCardToken(key, cardId, step + 1), t0).kind).toBe("current");
    expect(readCardToken(key, signCardToken(key, cardId, step + 2), t0).kind).toBe("not_valid");
  });

  it("are not valid when any character changes, or under another secret", () => {
    const token = signCardToken(key, cardId, stepAt(t0));
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.constantFrom(..."ABCxyz019_-"), (at, c) => {
        fc.pre(token[at] !== c);
        const changed = token.slice(0, at) + c + token.slice(at + 1);
        expect(readCardToken(key, changed, t0).kind).toBe("not_valid");
      }),
    );
    const other = cardTokenKey("another-session-secret-of-32-characters!");
    expect(readCardToken(other, token, t0).kind).toBe("not_valid");
  });

  it("refuse anything that is not a token", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        expect(readCardToken(key, text, t0).kind).toBe("not_valid");
      }),
    );
  });
});

describe("check codes", () => {
  it("read the same typed in lower case, with spaces or a dash", () => {
    expect(normaliseCheckCode("ab3 d-7k")).toBe("AB3D7K");
    expect(normaliseCheckCode("AB3D7")).toBeNull();
    expect(normaliseCheckCode("AB0D7K")).toBeNull();
    expect(normaliseCheckCode("ABID7K")).toBeNull();
  });
});
