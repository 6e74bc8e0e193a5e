// If-None-Match evaluation (RFC 9110 §13.1.2): weak comparison, lists and "*".
// A malformed header never throws; unparsable parts simply do not match.

const ENTITY_TAG = /^(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/** The opaque part of an entity tag ("abc" for W/"abc"), or null when it is not a valid tag. */
export function opaqueTag(tag: string): string | null {
  const match = ENTITY_TAG.exec(tag.trim());
  return match ? (match[1] ?? null) : null;
}

/** True when the client's cached copy is current, so a 304 is the right answer. */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const current = opaqueTag(etag);
  if (current === null) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => opaqueTag(candidate) === current);
}
