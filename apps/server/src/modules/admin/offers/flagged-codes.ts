// Codes students reported as not working (issue 36), as staff read them for one offer, and marking a
// code bad. A report is shown with its code and what was done about it, never with the student who
// made it. A bad code never goes out again (the redemption module skips it); when it was the offer's
// shared code the offer runs out at once, in the same transaction as the mark. (Named "flagged": the
// lint keeps names with "repo" in them out of route files.)
import { and, desc, eq, sql } from "drizzle-orm";
import {
  badCodeMessages,
  CODE_REPORTS_PAGE_SIZE,
  type BadCodeAnswer,
  type CodeReportsPage,
} from "@studentperks/contracts/admin/code-reports";
import type { Db } from "#server/db/client.ts";
import { badCodes, codeReports, offers, redemptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import { refreshCodeSupply } from "#server/modules/redemption/index.ts";
import type { Clock } from "#server/services/clock.ts";
import { recordAudit } from "../audit/index.ts";

const offerNotFound = () => new AppError(404, "There is no such offer.", "OFFER_NOT_FOUND");

// Each served by an index: redemptions_replaces_unique, and bad_codes' key (offer_id, code).
const replaced = sql<boolean>`exists (select 1 from ${redemptions} x where x.replaces_id = ${codeReports.redemptionId})`;
const markedBad = sql<boolean>`exists (select 1 from ${badCodes} b where b.offer_id = ${codeReports.offerId} and b.code = ${redemptions.code})`;

export function createFlaggedCodes({ db, clock }: { db: Db; clock: Clock }) {
  async function assertOffer(id: number): Promise<void> {
    const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, id));
    if (!offer) throw offerNotFound();
  }

  return {
    /** One offer's reports, newest first (code_reports_offer_time_idx), a page at a time. */
    async list(offerId: number, page: number): Promise<CodeReportsPage> {
      await assertOffer(offerId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: codeReports.id,
            code: redemptions.code,
            reason: codeReports.reason,
            details: codeReports.details,
            createdAt: codeReports.createdAt,
            replaced,
            markedBad,
          })
          .from(codeReports)
          .innerJoin(redemptions, eq(redemptions.id, codeReports.redemptionId))
          .where(eq(codeReports.offerId, offerId))
          .orderBy(desc(codeReports.createdAt), desc(codeReports.id))
          .limit(CODE_REPORTS_PAGE_SIZE)
          .offset((page - 1) * CODE_REPORTS_PAGE_SIZE),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(codeReports)
          .where(eq(codeReports.offerId, offerId)),
      ]);
      return {
        reports: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total: counted?.n ?? 0,
        page,
        pageSize: CODE_REPORTS_PAGE_SIZE,
      };
    },

    /**
     * Marks a code the offer gave as bad (again: nothing changes, nothing is audited twice) and brings
     * the offer's "ran out" state up to date with it.
     */
    async markBad(actorId: string, offerId: number, code: string): Promise<BadCodeAnswer> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [offer] = await tx
          .select({ id: offers.id })
          .from(offers)
          .where(eq(offers.id, offerId))
          .for("update");
        if (!offer) throw offerNotFound();
        const [given] = await tx
          .select({ id: redemptions.id })
          .from(redemptions)
          .where(and(eq(redemptions.offerId, offerId), eq(redemptions.code, code)))
          .limit(1);
        if (!given) throw new AppError(404, badCodeMessages.notGiven, "NOT_FOUND");
        const marked = await tx
          .insert(badCodes)
          .values({ offerId, code, markedBy: actorId, createdAt: now })
          .onConflictDoNothing()
          .returning({ code: badCodes.code });
        if (marked.length > 0) {
          await recordAudit(tx, {
            actorId,
            action: "offer.code_bad",
            entityType: "offer",
            entityId: offerId,
            before: null,
            after: { code },
          });
        }
        await refreshCodeSupply(tx, offerId, now);
        const [after] = await tx
          .select({ codesRanOutAt: offers.codesRanOutAt })
          .from(offers)
          .where(eq(offers.id, offerId));
        return { code, outOfCodes: after?.codesRanOutAt != null };
      });
    },
  };
}

export type FlaggedCodes = ReturnType<typeof createFlaggedCodes>;
