// The pool alerts: when handing out a pool code leaves fewer than 10% of an offer's codes free,
// SUPPORT_EMAIL is told once; when none is left (or the shared code was marked bad), the offer is
// marked as run out (students see "Temporarily unavailable", issue 36) and SUPPORT_EMAIL is told that
// too. Each flag is taken with one conditional UPDATE, so concurrent redemptions send one mail;
// adding codes clears them (see codes.ts).
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { Db, Executor } from "#server/db/client.ts";
import { brandMembers, offers, users } from "#server/db/schema.ts";
import type { RenderedEmail } from "#server/services/mailer/layout.ts";
import type { Background } from "#server/services/background.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import { refreshCodeSupply } from "#server/modules/redemption/index.ts";
import { lowPoolEmail, ranOutEmail } from "./emails.ts";

/** Percent of free codes under which the pool counts as low. */
const LOW_POOL_PERCENT = 10;
// Qualified by hand: Drizzle writes a lone "id" in some statements, which the subquery would take
// for its own table's column.
const outerId = sql.raw('"offers"."id"');
const free = sql`(select count(*) from offer_codes c where c.offer_id = ${outerId} and c.assigned_at is null)`;
const all = sql`(select count(*) from offer_codes c where c.offer_id = ${outerId})`;
const isLow = sql`${free} * 100 < ${all} * ${LOW_POOL_PERCENT}`;

/** After codes were added: a pool no longer low may alert again the next time it runs low. */
export async function clearLowPoolAlert(exec: Executor, offerId: number): Promise<void> {
  await exec
    .update(offers)
    .set({ poolAlertSentAt: null })
    .where(and(eq(offers.id, offerId), isNotNull(offers.poolAlertSentAt), sql`not ${isLow}`));
}

/** The e-mail a brand's owners and editors get about their offer's pool, in their language (issue 37). */
export type BrandPoolEmail = (
  locale: Locale,
  pool: { title: string; state: "low" | "out"; codesLeft: number; codesTotal: number; link: string },
) => RenderedEmail;

export interface PoolAlertDeps {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  background: Background;
  supportEmail: string;
  publicUrl: string;
  brandPoolEmail: BrandPoolEmail;
}

export function createPoolAlerts(deps: PoolAlertDeps) {
  const { db, clock, outbox, background, supportEmail, publicUrl, brandPoolEmail } = deps;
  const consoleLink = (offerId: number) => `${publicUrl.replace(/\/$/, "")}/admin/offers/${offerId}`;
  const portalLink = `${publicUrl.replace(/\/$/, "")}/partners`;

  /** The offer's brand's owners and editors hear it too, with the same transaction. */
  async function tellBrand(exec: Executor, offerId: number, state: "low" | "out") {
    const [pool] = await exec
      .select({
        title: offers.title,
        codesLeft: sql<number>`${free}::int`,
        codesTotal: sql<number>`${all}::int`,
      })
      .from(offers)
      .where(eq(offers.id, offerId));
    const editors = await exec
      .select({ email: users.email, locale: users.locale })
      .from(brandMembers)
      .innerJoin(users, eq(users.id, brandMembers.userId))
      .innerJoin(offers, eq(offers.brandId, brandMembers.brandId))
      .where(and(eq(offers.id, offerId), inArray(brandMembers.role, ["owner", "editor"])));
    for (const editor of editors) {
      await outbox.add(exec, {
        to: editor.email,
        ...brandPoolEmail(editor.locale, { ...pool!, state, link: portalLink }),
      });
    }
  }
  /**
   * Takes the alert flag if the pool is low and nobody took it yet, and mails SUPPORT_EMAIL if we did:
   * the flag and the e-mail commit together.
   */
  async function check(offerId: number): Promise<void> {
    const ranOut = await db.transaction(async (tx) => {
      if ((await refreshCodeSupply(tx, offerId, clock.now())) !== "ran_out") return false;
      const [offer] = await tx
        .select({ id: offers.id, title: offers.title, brandName: offers.brandName })
        .from(offers)
        .where(eq(offers.id, offerId));
      await outbox.add(tx, { to: supportEmail, ...ranOutEmail(offer!, consoleLink(offerId)) });
      await tellBrand(tx, offerId, "out");
      return true;
    });
    const alerted = await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(offers)
        .set({ poolAlertSentAt: clock.now() })
        .where(and(eq(offers.id, offerId), isNull(offers.poolAlertSentAt), isLow))
        .returning({
          id: offers.id,
          title: offers.title,
          brandName: offers.brandName,
          codesLeft: sql<number>`${free}::int`,
          codesTotal: sql<number>`${all}::int`,
        });
      if (!taken) return false;
      await outbox.add(tx, { to: supportEmail, ...lowPoolEmail(taken, consoleLink(taken.id)) });
      await tellBrand(tx, offerId, "low");
      return true;
    });
    if (alerted || ranOut) outbox.wake();
  }

  return {
    check,
    /** For the redemption service: checks after the answer, so a student never waits on it. */
    supplyMoved(offerId: number): void {
      background.run("pool check", () => check(offerId));
    },
  };
}
