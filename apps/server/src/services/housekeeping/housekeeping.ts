// Housekeeping: deletes what has outlived its use (expired sessions, spent one-time codes, old
// analytics events, finished outbox mail, past reminders' records), in small batches so no sweep
// holds locks for long. Each batch runs in a transaction that first takes a PostgreSQL advisory lock
// without waiting: when several processes share a database, one sweeps and the others skip that
// round. Then the jobs it is given (verification reminders) run, each safe in several processes.
import { and, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import {
  cardCheckCodes,
  cardChecks,
  loginEmailChanges,
  mailOutbox,
  offerEvents,
  passwordResetCodes,
  sessions,
  studentEmailCodes,
  verificationReminders,
} from "#server/db/schema.ts";
import { SESSION_IDLE_MS } from "#server/services/session-lifetime.ts";
import type { Clock } from "../clock.ts";
import { RETENTION } from "./retention.ts";

const HOUSEKEEPING_LOCK = 727_001; // advisory-lock key (migrate.ts uses 727_000)
const BATCH = 5_000;
/** Between sweeps; the first runs a minute after start, once the process has settled. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
const FIRST_SWEEP_DELAY_MS = 60_000;

const DAY_MS = 24 * 60 * 60_000;

interface Sweep {
  name: string;
  table: PgTable;
  key: PgColumn;
  /** Rows that may go, at `now`. */
  due(now: Date): SQL | undefined;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

const SWEEPS: Sweep[] = [
  {
    name: "sessions",
    table: sessions,
    key: sessions.tokenHash,
    // Over: past its absolute expiry, or idle for longer than a session may be.
    due: (now) =>
      or(
        lt(sessions.expiresAt, before(now, RETENTION.sessionsAfterExpiryMs)),
        lt(sessions.lastSeenAt, before(now, SESSION_IDLE_MS + RETENTION.sessionsAfterExpiryMs)),
      ),
  },
  {
    name: "passwordResetCodes",
    table: passwordResetCodes,
    key: passwordResetCodes.userId,
    // A verified code lives on as a reset grant until reset_expires_at.
    due: (now) => {
      const limit = before(now, RETENTION.codesAfterExpiryMs);
      return and(
        lt(passwordResetCodes.expiresAt, limit),
        or(sql`${passwordResetCodes.resetExpiresAt} is null`, lt(passwordResetCodes.resetExpiresAt, limit)),
      );
    },
  },
  {
    name: "studentEmailCodes",
    table: studentEmailCodes,
    key: studentEmailCodes.userId,
    due: (now) => lt(studentEmailCodes.expiresAt, before(now, RETENTION.codesAfterExpiryMs)),
  },
  {
    name: "loginEmailChanges",
    table: loginEmailChanges,
    key: loginEmailChanges.userId,
    due: (now) => lt(loginEmailChanges.expiresAt, before(now, RETENTION.codesAfterExpiryMs)),
  },
  {
    // A card's check code reads "Expired" for a day, then names nothing.
    name: "cardCheckCodes",
    table: cardCheckCodes,
    key: cardCheckCodes.code,
    due: (now) => lt(cardCheckCodes.createdAt, before(now, RETENTION.codesAfterExpiryMs)),
  },
  {
    name: "cardChecks",
    table: cardChecks,
    key: cardChecks.id,
    due: (now) => lt(cardChecks.createdAt, before(now, RETENTION.analyticsDays * DAY_MS)),
  },
  {
    name: "offerEvents",
    table: offerEvents,
    key: offerEvents.id,
    due: (now) => lt(offerEvents.createdAt, before(now, RETENTION.analyticsDays * DAY_MS)),
  },
  {
    // Past the last reminder's window (a day after the expiry), a claim has nothing left to guard.
    name: "verificationReminders",
    table: verificationReminders,
    key: verificationReminders.expiresAt,
    due: (now) => lt(verificationReminders.expiresAt, before(now, RETENTION.remindersAfterExpiryMs)),
  },
  {
    name: "sentMail",
    table: mailOutbox,
    key: mailOutbox.id,
    due: (now) =>
      and(
        eq(mailOutbox.status, "sent"),
        lt(mailOutbox.finishedAt, before(now, RETENTION.sentMailDays * DAY_MS)),
      ),
  },
  {
    name: "deadMail",
    table: mailOutbox,
    key: mailOutbox.id,
    due: (now) =>
      and(
        eq(mailOutbox.status, "dead"),
        lt(mailOutbox.finishedAt, before(now, RETENTION.deadMailDays * DAY_MS)),
      ),
  },
];

export type SweepCounts = Record<string, number>;

/**
 * Periodic work beyond deleting rows (the verification reminders), run each round after the sweeps.
 * Not under the sweeps' lock: each job claims its own rows, so every process may run it.
 */
export interface HousekeepingJob {
  name: string;
  /** Does what is due now; answers how many items it handled. */
  run(): Promise<number>;
}

export interface HousekeepingDeps {
  db: Db;
  clock: Clock;
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void };
  jobs?: HousekeepingJob[];
}

export function createHousekeeping({ db, clock, log, jobs = [] }: HousekeepingDeps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  /** One batch of one sweep; null when another process holds the lock. */
  async function batch(sweep: Sweep, now: Date): Promise<number | null> {
    return db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK}) as got`);
      const [lock] = (result as unknown as { rows: { got: boolean }[] }).rows;
      if (!lock?.got) return null;
      const doomed = tx.select({ key: sweep.key }).from(sweep.table).where(sweep.due(now)).limit(BATCH);
      const deleted = await tx
        .delete(sweep.table)
        .where(inArray(sweep.key, doomed))
        .returning({ key: sweep.key });
      return deleted.length;
    });
  }

  /** Runs every sweep to the end; answers how many rows each deleted (empty if another process swept). */
  async function sweep(): Promise<SweepCounts> {
    const now = clock.now();
    const counts: SweepCounts = {};
    for (const each of SWEEPS) {
      let total = 0;
      for (;;) {
        if (stopped) return counts;
        const deleted = await batch(each, now);
        if (deleted === null) return counts;
        total += deleted;
        if (deleted < BATCH) break;
      }
      counts[each.name] = total;
    }
    return counts;
  }

  /** Runs every job once; answers how many items each handled. */
  async function runJobs(): Promise<SweepCounts> {
    const counts: SweepCounts = {};
    for (const job of jobs) {
      if (stopped) break;
      counts[job.name] = await job.run();
    }
    return counts;
  }

  function schedule(delay: number) {
    timer = setTimeout(() => {
      running = sweep()
        .then(async (counts) => {
          if (Object.values(counts).some((n) => n > 0)) log.info({ deleted: counts }, "housekeeping swept");
          const done = await runJobs();
          if (Object.values(done).some((n) => n > 0)) log.info({ jobs: done }, "housekeeping jobs ran");
        })
        .catch((error: unknown) => log.error({ err: error }, "housekeeping failed"))
        .finally(() => {
          running = null;
          if (!stopped) schedule(HOUSEKEEPING_INTERVAL_MS);
        });
    }, delay).unref();
  }

  return {
    sweep,
    runJobs,
    start() {
      if (!timer && !stopped) schedule(FIRST_SWEEP_DELAY_MS);
    },
    /** Stops the schedule; a sweep under way ends after its current batch. */
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;
