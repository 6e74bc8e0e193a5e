// Reminders before a verification expires (issue 38): 30 days before, 7 days before and on the day,
// each once per verification period, in the student's language. Transactional: no consent needed.
// A reminder is claimed by inserting its row (user, expiry, kind) in the transaction that queues its
// mail, so several processes running the job never send one twice, and a renewed verification (a
// new expiry) has reminders of its own. Only active verifications qualify: a revoked one gets none.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { users, type VerificationReminderKind } from "#server/db/schema.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import { reminderEmail } from "./decision-emails.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Each reminder is due from `from` before the expiry until `until` before it (negative: after).
 * Windows do not overlap, so a job that was down sends only the latest reminder, never a pile.
 */
const REMINDER_WINDOWS: { kind: VerificationReminderKind; from: number; until: number }[] = [
  { kind: "30_days", from: 30 * DAY_MS, until: 7 * DAY_MS },
  { kind: "7_days", from: 7 * DAY_MS, until: 0 },
  { kind: "expired", from: 0, until: -DAY_MS },
];

const BATCH = 500;

export interface VerificationRemindersDeps {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  publicUrl: string;
}

export function createVerificationReminders({ db, clock, outbox, publicUrl }: VerificationRemindersDeps) {
  /** Claims up to BATCH due reminders of one kind and queues their mail; answers how many. */
  async function batch(kind: VerificationReminderKind, from: Date, until: Date): Promise<number> {
    const queued = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        insert into verification_reminders (user_id, expires_at, kind)
        select p.user_id, p.expires_at, ${kind} from student_profiles p
        where p.status = 'active'
          and p.expires_at > ${until.toISOString()}::timestamptz
          and p.expires_at <= ${from.toISOString()}::timestamptz
          and not exists (select 1 from verification_reminders r
            where r.user_id = p.user_id and r.expires_at = p.expires_at and r.kind = ${kind})
        order by p.expires_at
        limit ${BATCH}
        on conflict do nothing
        returning user_id, expires_at`);
      const claimed = (result as unknown as { rows: { user_id: string; expires_at: string | Date }[] }).rows;
      if (claimed.length === 0) return 0;
      const recipients = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
        .from(users)
        .where(
          inArray(
            users.id,
            claimed.map((row) => row.user_id),
          ),
        );
      const byId = new Map(recipients.map((user) => [user.id, user]));
      await outbox.add(
        tx,
        ...claimed.map((row) => {
          const user = byId.get(row.user_id)!;
          return { to: user.email, ...reminderEmail(user, kind, new Date(row.expires_at), publicUrl) };
        }),
      );
      return claimed.length;
    });
    return queued;
  }

  return {
    name: "verificationReminders",
    /** Sends every reminder due now; answers how many were queued. */
    async run(): Promise<number> {
      const now = clock.now().getTime();
      let total = 0;
      for (const { kind, from, until } of REMINDER_WINDOWS) {
        // Due: the expiry lies within (now + until, now + from].
        const due = (ms: number) => new Date(now + ms);
        for (;;) {
          const queued = await batch(kind, due(from), due(until));
          total += queued;
          if (queued < BATCH) break;
        }
      }
      if (total > 0) outbox.wake();
      return total;
    },
  };
}
