// How many students took each offer lately: one grouped scan of the month's redemptions and code or
// referral use, bounded by the tables' time indexes.
import { and, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { offerEvents, redemptions } from "#server/db/schema.ts";

export interface OfferUptake {
  offerId: number;
  /** Distinct students since `weekStart`. */
  week: number;
  /** Distinct students since `monthStart`. */
  month: number;
}

/**
 * Students, not clicks: a redemption, a copied code or a followed referral link counts once per
 * student and offer, and anonymous events not at all, so nobody can push an offer up by clicking.
 */
export async function countUptake(
  db: Db,
  { weekStart, monthStart }: { weekStart: Date; monthStart: Date },
): Promise<OfferUptake[]> {
  const taken = db
    .select({ offerId: redemptions.offerId, userId: redemptions.userId, at: redemptions.createdAt })
    .from(redemptions)
    .where(gte(redemptions.createdAt, monthStart))
    .unionAll(
      db
        .select({
          offerId: offerEvents.offerId,
          userId: sql<string>`${offerEvents.userId}`,
          at: offerEvents.createdAt,
        })
        .from(offerEvents)
        .where(
          and(
            gte(offerEvents.createdAt, monthStart),
            isNotNull(offerEvents.userId),
            inArray(offerEvents.eventType, ["code_copy", "referral_click"]),
          ),
        ),
    )
    .as("taken");
  return db
    .select({
      offerId: taken.offerId,
      week: sql<number>`(count(distinct ${taken.userId}) filter (where ${taken.at} >= ${weekStart}))::int`,
      month: sql<number>`(count(distinct ${taken.userId}))::int`,
    })
    .from(taken)
    .groupBy(taken.offerId);
}
