import { describe, expect, it } from "vitest";
import { ifNoneMatchMatches, opaqueTag } from "./if-none-match.ts";

const etag = 'W/"abc123"';

describe("ifNoneMatchMatches", () => {
  it("matches the same tag, weak or strong (weak comparison)", () => {
    expect(ifNoneMatchMatches('W/"abc123"', etag)).toBe(true);
    expect(ifNoneMatchMatches('"abc123"', etag)).toBe(true);
    expect(ifNoneMatchMatches('W/"abc123"', '"abc123"')).toBe(true);
  });

  it("matches a tag anywhere in a list, and *", () => {
    expect(ifNoneMatchMatches('"x", W/"abc123" , "y"', etag)).toBe(true);
    expect(ifNoneMatchMatches(" * ", etag)).toBe(true);
  });

  it("does not match other tags, absent or malformed headers", () => {
    expect(ifNoneMatchMatches('"abc124"', etag)).toBe(false);
    expect(ifNoneMatchMatches(undefined, etag)).toBe(false);
    expect(ifNoneMatchMatches("", etag)).toBe(false);
    expect(ifNoneMatchMatches("abc123", etag)).toBe(false);
    expect(ifNoneMatchMatches('"abc123', etag)).toBe(false);
    expect(ifNoneMatchMatches('w/"abc123"', etag)).toBe(false);
    expect(ifNoneMatchMatches(',,,"', etag)).toBe(false);
  });

  it("still finds a good tag beside garbage", () => {
    expect(ifNoneMatchMatches('garbage, "abc123"', etag)).toBe(true);
  });
});

describe("opaqueTag", () => {
  it("extracts the opaque part or rejects invalid tags", () => {
    expect(opaqueTag('W/"a"')).toBe("a");
    expect(opaqueTag('""')).toBe("");
    expect(opaqueTag('"a b"')).toBeNull();
  });
});
