// The outbox worker: claims due messages, sends them through the transport and records the outcome.
// Several processes may run it on one database: a claim is one UPDATE over rows taken FOR UPDATE SKIP
// LOCKED, and it moves next_attempt_at to the end of a lease, so two workers never hold one message
// and a crashed worker's claim simply expires. Outcomes are written only while the claim is still
// ours (same attempt number). Delivery is at least once: a process that dies between the server's
// "250 OK" and the UPDATE sends that message again after the lease.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { noCounters, type AppCounters } from "#server/services/counters.ts";
import { mailOutbox } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import type { Mailer, MailMessage } from "../mailer/mailer.ts";
import type { Random } from "../random.ts";
import { addToOutbox, type MailQueue } from "./queue.ts";
import { MAX_ATTEMPTS, retryDelayMs } from "./retry.ts";

/** How long a claim lasts: longer than one send may take (SEND_TIMEOUT_MS) with a margin. */
const LEASE_MS = 2 * 60_000;
/** One send is given up (and retried later) after this long. */
const SEND_TIMEOUT_MS = 60_000;
/** Messages claimed and sent together. */
const BATCH_SIZE = 10;
/** Between passes when nobody wakes the worker: mail left by another process, retries coming due. */
export const MAIL_POLL_MS = 5_000;

export interface MailWorkerLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface MailWorkerDeps {
  db: Db;
  clock: Clock;
  random: Random;
  transport: Mailer;
  log: MailWorkerLog;
  pollMs?: number;
  /** Sent and failed sends are counted here (metrics). */
  counters?: Pick<AppCounters, "mailSent" | "mailFailed">;
}

interface Claimed extends MailMessage {
  id: number;
  attempts: number;
}

/** What may be logged about a failed send: never the message, its body or its recipient. */
function failureFields(error: unknown) {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  return {
    errorCode: typeof e.code === "string" ? e.code : undefined,
    responseCode: typeof e.responseCode === "number" ? e.responseCode : undefined,
  };
}

/** The short reason kept with the message for staff: the SMTP reply or error code, not the text. */
function failureSummary(error: unknown): string {
  const { errorCode, responseCode } = failureFields(error);
  return [errorCode, responseCode].filter((part) => part !== undefined).join(" ") || "send failed";
}

export function createMailWorker(deps: MailWorkerDeps) {
  const { db, clock, random, transport, log, counters = noCounters } = deps;
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let timer: NodeJS.Timeout | null = null;

  async function claim(): Promise<Claimed[]> {
    const now = clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, "pending")))
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        replyTo: mailOutbox.replyTo,
        headers: mailOutbox.headers,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        attempts: mailOutbox.attempts,
      });
    // RETURNING keeps no order: send in writing order.
    rows.sort((a, b) => a.id - b.id);
    return rows.map(({ replyTo, headers, text, html, ...row }) => ({
      ...row,
      ...(replyTo ? { replyTo } : {}),
      ...(headers ? { headers } : {}),
      text: text ?? "",
      html: html ?? "",
    }));
  }

  const stillOurs = (message: Claimed) =>
    and(
      eq(mailOutbox.id, message.id),
      eq(mailOutbox.attempts, message.attempts),
      eq(mailOutbox.status, "pending"),
    );

  async function deliver(message: Claimed): Promise<void> {
    const { id, attempts, ...mail } = message;
    try {
      await transport.send(mail, AbortSignal.any([stopping.signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]));
    } catch (error) {
      if (stopping.signal.aborted) {
        // Shutting down: not the mail server's fault. Due at once for whichever process runs next.
        await db
          .update(mailOutbox)
          .set({ attempts: attempts - 1, nextAttemptAt: clock.now() })
          .where(stillOurs(message))
          .catch(() => undefined);
        return;
      }
      const now = clock.now();
      const lastError = failureSummary(error);
      counters.mailFailed(attempts >= MAX_ATTEMPTS ? "dead" : "retry");
      if (attempts >= MAX_ATTEMPTS) {
        await db
          .update(mailOutbox)
          .set({ status: "dead", finishedAt: now, lastError, text: null, html: null })
          .where(stillOurs(message));
        log.error({ mailId: id, attempts, ...failureFields(error) }, "e-mail given up after its last try");
        return;
      }
      await db
        .update(mailOutbox)
        .set({ lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, random)) })
        .where(stillOurs(message));
      log.warn({ mailId: id, attempts, ...failureFields(error) }, "e-mail not sent; will retry");
      return;
    }
    counters.mailSent();
    await db
      .update(mailOutbox)
      .set({ status: "sent", finishedAt: clock.now(), lastError: null, text: null, html: null })
      .where(stillOurs(message));
  }

  /** Sends until nothing is due. */
  async function pass(): Promise<void> {
    while (!stopping.signal.aborted) {
      const batch = await claim();
      if (batch.length === 0) return;
      await Promise.all(batch.map(deliver));
    }
  }

  function run(): Promise<void> {
    const current = (async () => {
      do {
        wokenWhileRunning = false;
        await pass();
      } while (wokenWhileRunning && !stopping.signal.aborted);
    })().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  }

  const queue: MailQueue = {
    add: (exec, ...messages) => addToOutbox(exec, clock, messages).then(() => undefined),
    wake() {
      if (stopping.signal.aborted) return;
      if (running) {
        wokenWhileRunning = true;
        return;
      }
      run().catch((error: unknown) => log.error({ err: error }, "e-mail outbox pass failed"));
    },
  };

  return {
    queue,
    /** Polls every pollMs from now on (the timer does not keep the process alive). */
    start() {
      timer ??= setInterval(queue.wake, deps.pollMs ?? MAIL_POLL_MS).unref();
      queue.wake();
    },
    /** Sends everything due now, after any pass under way; rejects if a pass fails. */
    async sendDue(): Promise<void> {
      while (running) await running.catch(() => undefined);
      await run();
    },
    /**
     * Stops polling and aborts sends in flight; their messages stay pending, due at once, for the
     * next process. Resolves when the worker no longer touches the database.
     */
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      stopping.abort(new Error("shutting down"));
      while (running) await running.catch(() => undefined);
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
