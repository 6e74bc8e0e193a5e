// Outside production the server may start without SESSION_SECRET: it then keeps a generated secret in
// DATA_DIR, so codes issued before a restart stay valid and nobody has to configure anything.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function devSecret(dataDir: string): string {
  const file = join(dataDir, "dev-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
