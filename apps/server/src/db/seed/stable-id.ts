import { createHash } from "node:crypto";

/** A UUID derived from a name, so seeded rows keep their ids and a repeated seed conflicts instead of duplicating. */
export function stableUuid(name: string): string {
  const hex = createHash("sha1").update(`studentperks:${name}`).digest("hex").slice(0, 32).split("");
  hex[12] = "5"; // version 5 (name-based, SHA-1)
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16); // RFC 4122 variant
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
