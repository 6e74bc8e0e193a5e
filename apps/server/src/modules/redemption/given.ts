// GET /api/redemptions: the codes a student was given and the referral links they opened, newest
// first, and the offers whose usage rule holds them back (the dialog's and the cards' "Used").
import type { MyRedemption, UsageLimitReached } from "@studentperks/contracts/redemption";
import { and, eq, max } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { codeReports, offerEvents, offers, redemptions } from "#server/db/schema.ts";
import { eligibility } from "./usage-rules.ts";

export async function listGiven(db: Db, userId: string, now: Date) {
  const codes = await db
    .select({
      id: redemptions.id,
      offerId: redemptions.offerId,
      title: offers.title,
      titleAr: offers.titleAr,
      brandName: offers.brandName,
      usageLimit: offers.usageLimit,
      value: redemptions.code,
      at: redemptions.createdAt,
      replacesId: redemptions.replacesId,
      reportedAt: codeReports.createdAt,
    })
    .from(redemptions)
    .innerJoin(offers, eq(offers.id, redemptions.offerId))
    .leftJoin(codeReports, eq(codeReports.redemptionId, redemptions.id))
    .where(eq(redemptions.userId, userId));
  const links = await db
    .select({
      offerId: offerEvents.offerId,
      title: offers.title,
      titleAr: offers.titleAr,
      brandName: offers.brandName,
      value: offers.referralLink,
      at: max(offerEvents.createdAt),
    })
    .from(offerEvents)
    .innerJoin(offers, eq(offers.id, offerEvents.offerId))
    .where(and(eq(offerEvents.userId, userId), eq(offerEvents.eventType, "referral_click")))
    .groupBy(offerEvents.offerId, offers.title, offers.titleAr, offers.brandName, offers.referralLink);

  const redemptionsList: MyRedemption[] = [
    ...codes.map(({ usageLimit: _, at, reportedAt, ...row }) => ({
      ...row,
      kind: "code" as const,
      at: at.toISOString(),
      reportedAt: reportedAt?.toISOString() ?? null,
    })),
    ...links.flatMap(({ value, at, ...row }) =>
      value && at
        ? [
            {
              ...row,
              kind: "referral" as const,
              value,
              at: at.toISOString(),
              id: null,
              reportedAt: null,
              replacesId: null,
            },
          ]
        : [],
    ),
  ].sort((a, b) => b.at.localeCompare(a.at));

  // Each offer's latest use that opened a period (a replacement opens none) decides its limit.
  const latest = new Map<number, (typeof codes)[number]>();
  for (const row of codes) {
    const known = latest.get(row.offerId);
    if (row.replacesId === null && (!known || row.at > known.at)) latest.set(row.offerId, row);
  }
  const limits: UsageLimitReached[] = [];
  for (const row of latest.values()) {
    const allowed = eligibility(row.usageLimit, row.at, now);
    if (!allowed.eligible) {
      limits.push({ offerId: row.offerId, nextEligibleAt: allowed.nextEligibleAt?.toISOString() ?? null });
    }
  }
  return { redemptions: redemptionsList, limits };
}
