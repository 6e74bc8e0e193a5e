// A busy server answers 503 with Retry-After (docs/operating.md "Overload"); the calls and uploads that meet
// one are sent again after that wait, a few times. A write is sent again only when the answer's code says our
// server refused it before doing any of it: a 503 from elsewhere, such as a proxy, may come after the work
// was done.
import { IMAGE_QUEUE_BUSY, SERVER_BUSY } from "@studentperks/contracts/error-codes";

const REFUSED_UNDONE: ReadonlySet<unknown> = new Set([SERVER_BUSY, IMAGE_QUEUE_BUSY]);

/** A 503's parts that say whether and when to send again. */
export interface BusyAnswer {
  status: number;
  retryAfter: string | null;
  /** The parsed body, read only when it matters. */
  body: () => Promise<unknown> | unknown;
}

/**
 * How long the server asked us to wait before sending again, or null when not to send again: not a
 * 503, no Retry-After (then nothing says sending again helps), a wait longer than `maxWaitMs`, or a
 * write the server may have done.
 */
export async function busyWaitMs(
  answer: BusyAnswer,
  { readOnly, maxWaitMs }: { readOnly: boolean; maxWaitMs: number },
): Promise<number | null> {
  if (answer.status !== 503) return null;
  // Number(null) would be 0: an absent header is not "at once".
  if (answer.retryAfter === null || answer.retryAfter.trim() === "") return null;
  const seconds = Number(answer.retryAfter);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds * 1000 > maxWaitMs) return null;
  if (!readOnly && !REFUSED_UNDONE.has(codeOf(await answer.body()))) return null;
  return seconds * 1000;
}

const codeOf = (body: unknown) =>
  typeof body === "object" && body !== null ? (body as { code?: unknown }).code : undefined;

/** Waits `ms`, or rejects with the signal's reason as soon as it is aborted. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
