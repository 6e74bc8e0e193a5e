// A brand's results (issue 37): per offer and per Dubai day of a period, from the same daily roll-up
// the staff console's insights read (offer_activity_days), so the two always agree; favourites from
// the saved offers of the period (those still saved). Two grouped queries over the brand's offers.
import { and, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { addDays, periodBounds, periodLength, type Period } from "@studentperks/contracts/admin/insights";
import type { PartnerMeasures, PartnerResults } from "@studentperks/contracts/partners";
import type { Db } from "#server/db/client.ts";
import { favorites, offerActivityDays, offers } from "#server/db/schema.ts";
import { toCsv, type CsvCell } from "#server/modules/admin/insights/index.ts";
import type { PartnerContext } from "./membership.ts";

const MEASURES = ["views", "copies", "referralClicks", "redemptions", "favourites", "cardShows"] as const;
const zero = (): PartnerMeasures => ({
  views: 0,
  copies: 0,
  referralClicks: 0,
  redemptions: 0,
  favourites: 0,
  cardShows: 0,
});
const add = (into: PartnerMeasures, from: Partial<PartnerMeasures>) => {
  for (const measure of MEASURES) into[measure] += from[measure] ?? 0;
};

export const RESULTS_CSV_HEADER = [
  "day",
  "offer_id",
  "title",
  "views",
  "copies",
  "referral_clicks",
  "redemptions",
  "favourites",
  "card_shows",
];

export function createPartnerResults(db: Db) {
  /** Each offer's measures per day of the period (only days with something). */
  async function cells(brandId: number, period: Period) {
    const owned = await db
      .select({ id: offers.id, title: offers.title, titleAr: offers.titleAr })
      .from(offers)
      .where(eq(offers.brandId, brandId))
      .orderBy(offers.id);
    const ids = owned.map((offer) => offer.id);
    if (ids.length === 0) return { owned, cells: [] };
    const { start, end } = periodBounds(period);
    const dubaiDay = sql<string>`((${favorites.createdAt} at time zone 'UTC') + interval '4 hours')::date::text`;
    const [activity, saved] = await Promise.all([
      db
        .select({
          offerId: offerActivityDays.offerId,
          day: sql<string>`${offerActivityDays.day}::text`,
          views: offerActivityDays.views,
          copies: offerActivityDays.copies,
          referralClicks: offerActivityDays.referralClicks,
          redemptions: offerActivityDays.redemptions,
          cardShows: offerActivityDays.cardShows,
        })
        .from(offerActivityDays)
        .where(
          and(
            inArray(offerActivityDays.offerId, ids),
            gte(offerActivityDays.day, period.from),
            lte(offerActivityDays.day, period.to),
          ),
        ),
      db
        .select({ offerId: favorites.offerId, day: dubaiDay, favourites: sql<number>`count(*)::int` })
        .from(favorites)
        .where(
          and(inArray(favorites.offerId, ids), gte(favorites.createdAt, start), lt(favorites.createdAt, end)),
        )
        .groupBy(favorites.offerId, dubaiDay),
    ]);
    const byCell = new Map<string, { offerId: number; day: string; measures: PartnerMeasures }>();
    const cell = (offerId: number, day: string) => {
      const key = `${offerId}|${day}`;
      let found = byCell.get(key);
      if (!found) byCell.set(key, (found = { offerId, day, measures: zero() }));
      return found.measures;
    };
    for (const { offerId, day, ...measures } of activity) add(cell(offerId, day), measures);
    for (const { offerId, day, favourites } of saved) add(cell(offerId, day), { favourites });
    return { owned, cells: [...byCell.values()] };
  }

  return {
    async load(context: PartnerContext, period: Period): Promise<PartnerResults> {
      const found = await cells(context.brandId, period);
      const totals = zero();
      const perOffer = new Map(
        found.owned.map((offer) => [
          offer.id,
          { offerId: offer.id, title: offer.title, titleAr: offer.titleAr, ...zero() },
        ]),
      );
      const days = Array.from({ length: periodLength(period) }, (_, index) => ({
        day: addDays(period.from, index),
        ...zero(),
      }));
      const dayIndex = new Map(days.map((day, index) => [day.day, index]));
      for (const { offerId, day, measures } of found.cells) {
        add(totals, measures);
        add(perOffer.get(offerId)!, measures);
        add(days[dayIndex.get(day)!]!, measures);
      }
      return { from: period.from, to: period.to, totals, offers: [...perOffer.values()], days };
    },

    /** One row per offer and day with something to count, by day then offer. */
    async csv(context: PartnerContext, period: Period): Promise<string> {
      const found = await cells(context.brandId, period);
      const titleOf = new Map(found.owned.map((offer) => [offer.id, offer.title]));
      const rows: CsvCell[][] = found.cells
        .sort((a, b) => a.day.localeCompare(b.day) || a.offerId - b.offerId)
        .map(({ offerId, day, measures }) => [
          day,
          offerId,
          titleOf.get(offerId)!,
          measures.views,
          measures.copies,
          measures.referralClicks,
          measures.redemptions,
          measures.favourites,
          measures.cardShows,
        ]);
      return toCsv([RESULTS_CSV_HEADER, ...rows]);
    },
  };
}

export type PartnerResultsService = ReturnType<typeof createPartnerResults>;
