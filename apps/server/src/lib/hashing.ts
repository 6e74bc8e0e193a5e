// One-way digests for secrets we must recognise but never store: session tokens (SHA-256; they are
// 256 random bits, so no key is needed) and short codes (HMAC with the server secret, so a copy of
// the database alone cannot be used to test the million possible codes).
import { createHash, createHmac } from "node:crypto";

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

export function hmac(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}
