// Password hashing (argon2id with OWASP's parameters) and the policy every stored password meets.
import { availableParallelism } from "node:os";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { PASSWORD_MAX, PASSWORD_MIN, authMessages } from "@studentperks/contracts/auth";
import { t } from "#server/i18n/index.ts";
import { AppError, serverBusy } from "#server/lib/app-error.ts";
import { createBoundedQueue, QueueFullError } from "#server/lib/bounded-queue.ts";

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 degree of parallelism.
// (Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id.)
const ARGON2 = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Every hash and verification waits here for a slot. argon2 runs on libuv's thread pool, one per
 * process, so the queue is one per process too: one core is left to the event loop (and at most 3 of
 * the pool's 4 threads are taken, leaving one for file work). When the hashes already waiting would
 * take more than 1 s, a sign-in is refused at once with a 503 rather than left waiting for seconds.
 */
export const passwordQueue = createBoundedQueue({
  concurrency: Math.min(3, Math.max(1, availableParallelism() - 1)),
  maxWaitMs: 1_000,
  initialTaskMs: 50,
});

async function queued<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await passwordQueue.run(work);
  } catch (error) {
    if (error instanceof QueueFullError) throw serverBusy(error.retryAfterMs);
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return queued(() => hash(password, ARGON2));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return queued(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

// Checked against when the e-mail is unknown, so an unknown e-mail costs the same time as a wrong
// password and the timing does not tell which accounts exist.
let decoy: Promise<string> | null = null;
export async function spendVerifyTime(password: string): Promise<void> {
  decoy ??= hashPassword("decoy password that never matches");
  await verifyPassword(await decoy, password);
}

let common: Promise<Set<string>> | null = null;
/** The ~49,000 most common passwords that @zxcvbn-ts ships, loaded once on first use. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p: string) => p.toLowerCase())),
  );
  return common;
}

/** The rules for every password the server stores; throws a 400 with a clear message. */
export async function assertAcceptablePassword(password: string, email?: string): Promise<void> {
  if (password.length < PASSWORD_MIN) throw new AppError(400, authMessages.passwordMin, "PASSWORD_REFUSED");
  if (password.length > PASSWORD_MAX) throw new AppError(400, authMessages.passwordMax, "PASSWORD_REFUSED");
  const lowered = password.toLowerCase();
  // The dictionary loads on first use: the message is said after it, still in the caller's language.
  const tooCommon = (await commonPasswords()).has(lowered) || (email && lowered === email.toLowerCase());
  if (tooCommon) throw new AppError(400, t("account.commonPassword"), "PASSWORD_REFUSED");
}
