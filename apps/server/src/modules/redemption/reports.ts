// "Report a problem" beside a received code (issue 36): one report per code, and at most one
// replacement per offer per period, taken from the offer's pool while it has codes. The student is
// told plainly which it was. Staff read the reports in the console and are mailed about a burst.
import { say } from "@studentperks/contracts/i18n/messages";
import {
  redemptionMessages,
  type CodeReportAnswer,
  type CodeReportReason,
  type ReportOutcome,
} from "@studentperks/contracts/redemption";
import { and, eq, gte, isNotNull } from "drizzle-orm";
import type { Db, Transaction } from "#server/db/client.ts";
import { codeReports, redemptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/app-error.ts";
import type { Clock } from "#server/services/clock.ts";
import { claimPoolCode, findPublishedOffer, hasPool, lockStudentOffer } from "./repo.ts";
import type { RedemptionService } from "./service.ts";
import { eligibility } from "./usage-rules.ts";

const OUTCOME_MESSAGES = {
  replacement: "redemption.report.replacement",
  replaced: "redemption.report.replaced",
  no_pool: "redemption.report.noPool",
  no_codes_left: "redemption.report.noCodesLeft",
  period_over: "redemption.report.periodOver",
  offer_ended: "redemption.report.offerEnded",
} as const satisfies Record<ReportOutcome, string>;

interface CodeReportsDeps {
  db: Db;
  clock: Clock;
  redemption: Pick<RedemptionService, "assertVerifiedStudent">;
  /** Told after a replacement took a pool code (the pool's low and "ran out" states). */
  onCodeSupplyMoved?: (offerId: number) => void;
  /** Told after every report (the staff's burst alert). */
  onCodeReported?: (offerId: number) => void;
}

const codeNotFound = () => new AppError(404, redemptionMessages.codeNotFound, "NOT_FOUND");

export function createCodeReports({
  db,
  clock,
  redemption,
  onCodeSupplyMoved,
  onCodeReported,
}: CodeReportsDeps) {
  /** Which replacement, if any, the report earns; takes the pool code when it does. */
  async function replace(
    tx: Transaction,
    reported: { id: number; offerId: number; userId: string; createdAt: Date; replacesId: number | null },
  ): Promise<{ outcome: ReportOutcome; code: { id: number; code: string } | null }> {
    const now = clock.now();
    const offer = await findPublishedOffer(tx, reported.offerId);
    if (!offer || (offer.expiresAt && offer.expiresAt <= now)) return { outcome: "offer_ended", code: null };
    if (!(await hasPool(tx, offer.id))) return { outcome: "no_pool", code: null };
    // The period is the one the reported code was given in: a replacement's is its original's.
    const [original] = reported.replacesId
      ? await tx
          .select({ createdAt: redemptions.createdAt })
          .from(redemptions)
          .where(eq(redemptions.id, reported.replacesId))
      : [reported];
    const periodStart = original?.createdAt ?? reported.createdAt;
    if (eligibility(offer.usageLimit, periodStart, now).eligible)
      return { outcome: "period_over", code: null };
    const [earlier] = await tx
      .select({ id: redemptions.id })
      .from(redemptions)
      .where(
        and(
          eq(redemptions.offerId, offer.id),
          eq(redemptions.userId, reported.userId),
          isNotNull(redemptions.replacesId),
          gte(redemptions.createdAt, periodStart),
        ),
      )
      .limit(1);
    if (earlier) return { outcome: "replaced", code: null };
    const code = await claimPoolCode(tx, offer.id, reported.userId, now);
    if (!code) return { outcome: "no_codes_left", code: null };
    const [given] = await tx
      .insert(redemptions)
      .values({
        offerId: offer.id,
        userId: reported.userId,
        code,
        source: "pool",
        replacesId: reported.id,
        createdAt: now,
      })
      .returning({ id: redemptions.id });
    return { outcome: "replacement", code: { id: given!.id, code } };
  }

  return {
    async report(
      userId: string,
      redemptionId: number,
      input: { reason: CodeReportReason; details: string | null },
    ): Promise<CodeReportAnswer> {
      await redemption.assertVerifiedStudent(userId);
      const [reported] = await db
        .select({
          id: redemptions.id,
          offerId: redemptions.offerId,
          userId: redemptions.userId,
          createdAt: redemptions.createdAt,
          replacesId: redemptions.replacesId,
        })
        .from(redemptions)
        .where(and(eq(redemptions.id, redemptionId), eq(redemptions.userId, userId)));
      if (!reported) throw codeNotFound();
      const result = await db.transaction(async (tx) => {
        await lockStudentOffer(tx, userId, reported.offerId);
        const [filed] = await tx
          .insert(codeReports)
          .values({
            redemptionId,
            offerId: reported.offerId,
            reason: input.reason,
            // Only "other" says more; a stray text under another reason is not kept.
            details: input.reason === "other" ? input.details : null,
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: codeReports.id });
        if (!filed) throw new AppError(409, redemptionMessages.alreadyReported, "ALREADY_REPORTED");
        return replace(tx, reported);
      });
      onCodeReported?.(reported.offerId);
      if (result.code) onCodeSupplyMoved?.(reported.offerId);
      return {
        outcome: result.outcome,
        replacement: result.code,
        message: say(OUTCOME_MESSAGES[result.outcome]),
      };
    },
  };
}

export type CodeReports = ReturnType<typeof createCodeReports>;
