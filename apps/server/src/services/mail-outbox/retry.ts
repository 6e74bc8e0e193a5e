// When a failed message is tried again: exponential backoff from 30 s, capped at one hour, with
// jitter (a random point in the upper half of the step) so messages that failed together during an
// outage do not all come back at the same moment. After MAX_ATTEMPTS the message is dead.
import type { Random } from "../random.ts";

export const MAX_ATTEMPTS = 12;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;

/** The wait after the `attempt`-th failed try (1 for the first). */
export function retryDelayMs(attempt: number, random: Random): number {
  const step = Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempt - 1, 0), MAX_RETRY_MS);
  const half = Math.floor(step / 2);
  return half + random.between(0, step - half);
}
