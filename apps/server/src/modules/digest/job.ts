// Sending the weekly e-mail (issue 38). From Monday 10:00 in Dubai, every few minutes, each process
// takes a batch of students who agreed to e-mail and have no claim for the week, and for each writes
// the claim and the message in one transaction: the claim's primary key lets only one process win, so
// nobody gets two in a week however many processes run. A week with nothing to say is claimed unsent.
import { and, eq, inArray, notExists } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { favorites, users, weeklyDigests } from "#server/db/schema.ts";
import { compareNewest, dated, type OffersService } from "#server/modules/offers/index.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import { digestContent, isEmpty } from "./content.ts";
import { digestEmail } from "./email.ts";
import { digestWeek } from "./week.ts";

const BATCH = 200;
export const DIGEST_INTERVAL_MS = 15 * 60_000;
const FIRST_RUN_DELAY_MS = 2 * 60_000;

export interface WeeklyDigestDeps {
  db: Db;
  clock: Clock;
  offers: Pick<OffersService, "catalogue">;
  outbox: MailQueue;
  /** The personal unsubscribe link and the headers that name it (modules/consent). */
  unsubscribeLink(userId: string): { url: string; headers: Record<string, string> };
  publicUrl: string;
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void };
}

export function createWeeklyDigest(deps: WeeklyDigestDeps) {
  const { db, clock, outbox } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  /**
   * This week's e-mail to everyone still owed one; answers how many were sent and how many had nothing.
   * The dev outbox may send it before Monday 10:00 (`beforeSendTime`), and to one address (`onlyTo`);
   * still once a week.
   */
  async function runOnce(
    options: { beforeSendTime?: boolean; onlyTo?: string } = {},
  ): Promise<{ sent: number; empty: number }> {
    const now = clock.now();
    const week = digestWeek(now);
    const done = { sent: 0, empty: 0 };
    if (now < week.sendFrom && !options.beforeSendTime) return done;
    const snapshot = await deps.offers.catalogue();
    const live = [...snapshot.offers.values()]
      .filter((offer) => offer.expiresAt === null || offer.expiresAt > now.getTime())
      .sort((a, b) => compareNewest(dated(a), dated(b)));
    for (;;) {
      if (stopped) return done;
      const readers = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
        .from(users)
        .where(
          and(
            eq(users.role, "student"),
            eq(users.emailMarketing, true),
            options.onlyTo === undefined ? undefined : eq(users.email, options.onlyTo),
            notExists(
              db
                .select({ one: weeklyDigests.userId })
                .from(weeklyDigests)
                .where(and(eq(weeklyDigests.userId, users.id), eq(weeklyDigests.week, week.monday))),
            ),
          ),
        )
        .orderBy(users.id)
        .limit(BATCH);
      if (readers.length === 0) return done;
      const saved = await db
        .select({ userId: favorites.userId, offerId: favorites.offerId })
        .from(favorites)
        .where(
          inArray(
            favorites.userId,
            readers.map((reader) => reader.id),
          ),
        );
      for (const reader of readers) {
        const mine = new Set(saved.filter((row) => row.userId === reader.id).map((row) => row.offerId));
        const content = digestContent(live, mine, { since: week.since, now });
        const empty = isEmpty(content);
        const claimed = await db.transaction(async (tx) => {
          const [claim] = await tx
            .insert(weeklyDigests)
            .values({ userId: reader.id, week: week.monday, sent: !empty, createdAt: now })
            .onConflictDoNothing()
            .returning({ userId: weeklyDigests.userId });
          if (!claim || empty) return Boolean(claim);
          const { url, headers } = deps.unsubscribeLink(reader.id);
          const email = digestEmail(reader, content, { publicUrl: deps.publicUrl, unsubscribeUrl: url });
          await outbox.add(tx, { to: reader.email, ...email, headers });
          return true;
        });
        if (claimed) done[empty ? "empty" : "sent"] += 1;
      }
      outbox.wake();
      if (readers.length < BATCH) return done;
    }
  }

  function schedule(delay: number) {
    timer = setTimeout(() => {
      running = runOnce()
        .then(({ sent, empty }) => {
          if (sent + empty > 0) deps.log.info({ sent, empty }, "weekly e-mail written");
        })
        .catch((error: unknown) => deps.log.error({ err: error }, "weekly e-mail failed"))
        .finally(() => {
          running = null;
          if (!stopped) schedule(DIGEST_INTERVAL_MS);
        });
    }, delay).unref();
  }

  return {
    runOnce,
    start() {
      if (!timer && !stopped) schedule(FIRST_RUN_DELAY_MS);
    },
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type WeeklyDigest = ReturnType<typeof createWeeklyDigest>;
