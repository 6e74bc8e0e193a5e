// Housekeeping (docs/operating.md "Housekeeping"): each sweep deletes, through the real tables,
// exactly the rows past their retention at the test clock's time, and keeps the rest.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loginEmailChanges,
  mailOutbox,
  offerEvents,
  passwordResetCodes,
  sessions,
  studentEmailCodes,
} from "#server/db/schema.ts";
import { SESSION_IDLE_MS } from "#server/plugins/sessions.ts";
import { RETENTION } from "#server/services/housekeeping/retention.ts";
import { register } from "./helpers/accounts.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
const sweep = () => t.app.housekeeping.sweep();
/** A new account (each table keeps one row per user for codes). */
const newUserId = async (): Promise<string> => (await register(t)).user.id as string;

describe("housekeeping", () => {
  it("deletes sessions once expired or idle too long, and keeps live ones", async () => {
    const userId = await newUserId();
    const row = (name: string, expiresAt: Date, lastSeenAt = ago(0)) => ({
      tokenHash: `${name}-${randomUUID()}`,
      userId,
      expiresAt,
      lastSeenAt,
    });
    const expired = row("expired", ago(1));
    const idle = row("idle", ago(-DAY_MS), ago(SESSION_IDLE_MS + 1));
    const live = row("live", ago(-DAY_MS), ago(SESSION_IDLE_MS - HOUR_MS));
    await t.database.db.insert(sessions).values([expired, idle, live]);

    await sweep();
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    const kept = new Set(left.map((s) => s.tokenHash));
    expect([expired, idle, live].map((s) => kept.has(s.tokenHash))).toEqual([false, false, true]);
  });

  it("deletes one-time codes a day after they expired, not before", async () => {
    const old = ago(RETENTION.codesAfterExpiryMs + 1);
    const recent = ago(RETENTION.codesAfterExpiryMs - HOUR_MS);
    const [a, b, c, d, e, f] = await Promise.all(Array.from({ length: 6 }, newUserId));
    const reset = (userId: string, expiresAt: Date, resetExpiresAt: Date | null = null) => ({
      userId,
      codeHash: "x",
      expiresAt,
      resetExpiresAt,
    });
    await t.database.db
      .insert(passwordResetCodes)
      // b: the code is old but its reset grant is still young.
      .values([reset(a!, old), reset(b!, old, recent), reset(c!, recent)]);
    const studentCode = (userId: string, expiresAt: Date) => ({
      userId,
      studentEmail: `s-${userId}@uaeu.ac.ae`,
      institution: "UAE University",
      codeHash: "x",
      expiresAt,
    });
    await t.database.db.insert(studentEmailCodes).values([studentCode(d!, old), studentCode(e!, recent)]);
    const change = (userId: string, expiresAt: Date) => ({
      userId,
      newEmail: `new-${userId}@example.ae`,
      codeHash: "x",
      expiresAt,
    });
    await t.database.db.insert(loginEmailChanges).values([change(f!, old), change(a!, recent)]);

    await sweep();
    const users = async (
      table: typeof passwordResetCodes | typeof studentEmailCodes | typeof loginEmailChanges,
    ) => (await t.database.db.select({ userId: table.userId }).from(table)).map((r) => r.userId).sort();
    expect(await users(passwordResetCodes)).toEqual([b!, c!].sort());
    expect(await users(studentEmailCodes)).toEqual([e!]);
    expect(await users(loginEmailChanges)).toEqual([a!]);
  });

  it("deletes offer events older than the analytics retention, which outlasts any Insights period", async () => {
    const [offer] = await insertOffers(t.database.db, {});
    const event = (createdAt: Date) => ({ offerId: offer!.id, eventType: "offer_click" as const, createdAt });
    await t.database.db
      .insert(offerEvents)
      .values([event(ago(RETENTION.analyticsDays * DAY_MS + HOUR_MS)), event(ago(366 * DAY_MS))]);

    await sweep();
    const left = await t.database.db
      .select({ createdAt: offerEvents.createdAt })
      .from(offerEvents)
      .where(eq(offerEvents.offerId, offer!.id));
    expect(left.map((e) => e.createdAt.getTime())).toEqual([ago(366 * DAY_MS).getTime()]);
  });

  it("deletes sent mail after 30 days and dead mail after 90; pending mail stays", async () => {
    const mail = (to: string, status: "pending" | "sent" | "dead", finishedAt: Date | null) => ({
      to,
      subject: "s",
      status,
      nextAttemptAt: ago(0),
      createdAt: ago(200 * DAY_MS),
      finishedAt,
    });
    await t.database.db
      .insert(mailOutbox)
      .values([
        mail("sent-old@example.ae", "sent", ago(RETENTION.sentMailDays * DAY_MS + HOUR_MS)),
        mail("sent-new@example.ae", "sent", ago(RETENTION.sentMailDays * DAY_MS - HOUR_MS)),
        mail("dead-old@example.ae", "dead", ago(RETENTION.deadMailDays * DAY_MS + HOUR_MS)),
        mail("dead-new@example.ae", "dead", ago(RETENTION.sentMailDays * DAY_MS + HOUR_MS)),
        mail("pending@example.ae", "pending", null),
      ]);

    const counts = await sweep();
    expect(counts).toMatchObject({ sentMail: 1, deadMail: 1 });
    const left = await t.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} like '%-%@example.ae' or ${mailOutbox.to} = 'pending@example.ae'`);
    expect(left.map((m) => m.to).sort()).toEqual([
      "dead-new@example.ae",
      "pending@example.ae",
      "sent-new@example.ae",
    ]);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "skips a round while another process sweeps (advisory lock)",
    async () => {
      const userId = await newUserId();
      const tokenHash = `held-${randomUUID()}`;
      await t.database.db.insert(sessions).values({ tokenHash, userId, expiresAt: ago(1) });
      const held = () => t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
      const other = await t.database.pool!.connect();
      try {
        await other.query("select pg_advisory_lock(727001)");
        expect(await sweep()).toEqual({});
        expect(await held()).toHaveLength(1);
      } finally {
        await other.query("select pg_advisory_unlock(727001)");
        other.release();
      }
      expect((await sweep()).sessions).toBeGreaterThanOrEqual(1);
      expect(await held()).toHaveLength(0);
    },
  );
});
