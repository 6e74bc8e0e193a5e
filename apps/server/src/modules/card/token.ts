// The card's QR token (issue 35): 20 bytes, base64url (27 characters), so the check URL fits a small
// QR. It names the card's opaque id and a 30-second time step, signed with a key derived from the
// server secret; it carries nothing about the person. A token counts during its own step and the next
// (at most 60 s), and one step early for a process whose clock runs a little ahead.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

export const CARD_STEP_MS = 30_000;
const ID_BYTES = 8;
const STEP_BYTES = 4;
const MAC_BYTES = 8;
const TOKEN_BYTES = ID_BYTES + STEP_BYTES + MAC_BYTES;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{27}$/;

/** The key that signs card tokens, derived once from SESSION_SECRET for this use alone. */
export function cardTokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", "studentperks card token v1", 32));
}

/** The time step a moment falls in. */
export function stepAt(ms: number): number {
  return Math.floor(ms / CARD_STEP_MS);
}

const mac = (key: Buffer, body: Buffer) =>
  createHmac("sha256", key).update(body).digest().subarray(0, MAC_BYTES);

/** The token for a card (16 hex digits) in a step. */
export function signCardToken(key: Buffer, cardId: string, step: number): string {
  const body = Buffer.alloc(ID_BYTES + STEP_BYTES);
  body.write(cardId, 0, ID_BYTES, "hex");
  body.writeUInt32BE(step, ID_BYTES);
  return Buffer.concat([body, mac(key, body)]).toString("base64url");
}

export type TokenReading =
  | { kind: "not_valid" }
  | { kind: "expired"; cardId: string }
  | { kind: "current"; cardId: string; step: number };

/** What a token says at `nowMs`: forged, malformed or from too far ahead is not valid. */
export function readStep(step: number, nowMs: number): "current" | "expired" | "not_valid" {
  const now = stepAt(nowMs);
  if (step < now - 1) return "expired";
  if (step > now + 1) return "not_valid";
  return "current";
}

export function readCardToken(key: Buffer, token: string, nowMs: number): TokenReading {
  if (!TOKEN_PATTERN.test(token)) return { kind: "not_valid" };
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== TOKEN_BYTES || bytes.toString("base64url") !== token) return { kind: "not_valid" };
  const body = bytes.subarray(0, ID_BYTES + STEP_BYTES);
  if (!timingSafeEqual(mac(key, body), bytes.subarray(ID_BYTES + STEP_BYTES))) return { kind: "not_valid" };
  const cardId = body.subarray(0, ID_BYTES).toString("hex");
  const step = body.readUInt32BE(ID_BYTES);
  const reading = readStep(step, nowMs);
  if (reading === "not_valid") return { kind: "not_valid" };
  return reading === "expired" ? { kind: "expired", cardId } : { kind: "current", cardId, step };
}

/** When a token of `step` stops counting: the end of the step after it. */
export function tokenExpiresAt(step: number): Date {
  return new Date((step + 2) * CARD_STEP_MS);
}

// The check code a cashier types: no 0/O, 1/I/L, so it reads the same off any screen.
export const CHECK_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CHECK_CODE_LENGTH = 6;

/** A typed check code as stored (upper case, spaces and dashes gone), or null when it cannot be one. */
export function normaliseCheckCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  if (code.length !== CHECK_CODE_LENGTH) return null;
  return [...code].every((c) => CHECK_CODE_ALPHABET.includes(c)) ? code : null;
}
