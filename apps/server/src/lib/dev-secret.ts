// Outside production the server may start without SESSION_SECRET: it then keeps a generated secret in
// DATA_DIR, so codes issued before a restart stay valid and nobody has to configure anything.
// Several processes may start together on one DATA_DIR (on PostgreSQL): the first secret written wins
// and every process uses that one, so a cookie or code one of them signs is good on the others.
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

function readSecret(file: string): string | null {
  try {
    const existing = readFileSync(file, "utf8").trim();
    return existing.length >= 32 ? existing : null;
  } catch {
    return null; // not created yet
  }
}

export function devSecret(dataDir: string): string {
  const file = join(dataDir, "dev-secret");
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  // Written whole under a private name, then linked into place only if no other process got there first.
  const candidate = `${file}.${randomBytes(6).toString("hex")}`;
  writeFileSync(candidate, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (!readSecret(file)) renameSync(candidate, file); // an unusable one (empty, too short) is replaced
  } finally {
    rmSync(candidate, { force: true });
  }
  return readSecret(file)!;
}
