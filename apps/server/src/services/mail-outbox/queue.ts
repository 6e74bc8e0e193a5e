// Putting mail in the outbox: with the executor of the change that causes it, so the message and the
// change commit together or not at all. Nothing is sent here; the worker (worker.ts) sends.
import type { HealthCheckResult } from "@studentperks/contracts/errors";
import { and, count, eq, min } from "drizzle-orm";
import type { Db, Executor } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import type { MailMessage } from "../mailer/mailer.ts";

/** A database handle or an open transaction. */

export interface MailQueue {
  /**
   * Writes the messages with `exec` (pass the transaction of the change). Call wake() once that
   * transaction has committed, so the mail leaves at once rather than at the next poll.
   */
  add(exec: Executor, ...messages: MailMessage[]): Promise<void>;
  /** Tells the worker that committed mail is waiting. Harmless after a rollback. */
  wake(): void;
}

export function addToOutbox(exec: Executor, clock: Clock, messages: MailMessage[]): Promise<unknown> {
  const now = clock.now();
  return exec.insert(mailOutbox).values(
    messages.map((message) => ({
      to: message.to,
      replyTo: message.replyTo ?? null,
      headers: message.headers ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

export interface MailQueueStats {
  pending: number;
  dead: number;
  /** Seconds since the oldest message still pending was written; null when none is. */
  oldestPendingSeconds: number | null;
}

/** Figures for operators (GET /api/health): pending and dead counts, and how long mail has waited. */
export async function mailQueueStats(db: Db, clock: Clock): Promise<MailQueueStats> {
  const [pending] = await db
    .select({ n: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  const [dead] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "dead")));
  const oldest = pending?.oldest ? new Date(pending.oldest) : null;
  return {
    pending: pending?.n ?? 0,
    dead: dead?.n ?? 0,
    oldestPendingSeconds: oldest
      ? Math.max(0, Math.floor((clock.now().getTime() - oldest.getTime()) / 1000))
      : null,
  };
}

/** Mail waiting longer than this means the worker or the mail server is stuck (the first retries wait seconds). */
export const MAIL_STUCK_AFTER_SECONDS = 15 * 60;

/** The outbox as a health check: degraded (never down) when mail was given up or has waited too long. */
export async function mailHealth(db: Db, clock: Clock): Promise<HealthCheckResult> {
  const { pending, dead, oldestPendingSeconds } = await mailQueueStats(db, clock);
  const stuck = oldestPendingSeconds !== null && oldestPendingSeconds > MAIL_STUCK_AFTER_SECONDS;
  return {
    status: dead > 0 || stuck ? "degraded" : "ok",
    pending,
    dead,
    ...(oldestPendingSeconds === null ? {} : { oldestPendingSeconds }),
  };
}
