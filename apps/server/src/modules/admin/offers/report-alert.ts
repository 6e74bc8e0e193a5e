// The burst alert (issue 36): when students report REPORT_BURST codes of one offer within an hour,
// SUPPORT_EMAIL is told, at most once an hour per offer. One conditional UPDATE takes the offer's flag,
// so reports arriving together send one mail.
import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { offers } from "#server/db/schema.ts";
import type { Background } from "#server/services/background.ts";
import type { Clock } from "#server/services/clock.ts";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import { reportBurstEmail } from "./emails.ts";

export const REPORT_BURST = 5;
const HOUR_MS = 3_600_000;

export interface ReportAlertDeps {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  background: Background;
  supportEmail: string;
  publicUrl: string;
}

export function createReportAlerts({
  db,
  clock,
  outbox,
  background,
  supportEmail,
  publicUrl,
}: ReportAlertDeps) {
  async function check(offerId: number): Promise<void> {
    const now = clock.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const recent = sql`(select count(*) from code_reports r where r.offer_id = ${offerId} and r.created_at > ${hourAgo.toISOString()}::timestamptz)`;
    const alerted = await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(offers)
        .set({ reportAlertSentAt: now })
        .where(
          and(
            eq(offers.id, offerId),
            or(isNull(offers.reportAlertSentAt), lte(offers.reportAlertSentAt, hourAgo)),
            gte(recent, REPORT_BURST),
          ),
        )
        .returning({
          id: offers.id,
          title: offers.title,
          brandName: offers.brandName,
          reports: sql<number>`${recent}::int`,
        });
      if (!taken) return false;
      const link = `${publicUrl.replace(/\/$/, "")}/admin/offers/${taken.id}`;
      await outbox.add(tx, { to: supportEmail, ...reportBurstEmail(taken, taken.reports, link) });
      return true;
    });
    if (alerted) outbox.wake();
  }

  return {
    check,
    /** For the code reports: checks after the answer, so a student never waits on it. */
    reported(offerId: number): void {
      background.run("report burst check", () => check(offerId));
    },
  };
}
