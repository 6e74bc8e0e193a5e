// Staff insights for a period: the per-offer table, the daily series and totals, and the
// verification funnel, assembled from a handful of grouped queries (none per offer or per day).
import {
  addDays,
  conversionOf,
  INSIGHTS_OFFER_LIMIT,
  periodBounds,
  periodLength,
  reportRateOf,
  type DayPoint,
  type InStoreInsights,
  type Insights,
  type Measures,
  type OfferInsight,
  type Period,
} from "@studentperks/contracts/admin/insights";
import type { Db } from "#server/db/client.ts";
import {
  countActivity,
  countChecksPerDay,
  countDocuments,
  countInStoreByBrand,
  countReports,
  countSignUps,
  describeOffers,
} from "./queries.ts";

const noActivity = (): Measures => ({ views: 0, copies: 0, referralClicks: 0, redemptions: 0 });

function measuresFor<K>(map: Map<K, Measures>, key: K): Measures {
  let found = map.get(key);
  if (!found) map.set(key, (found = noActivity()));
  return found;
}

/** Adds to `target` whichever measures `more` carries. */
function addMeasures(target: Measures, more: Partial<Measures>): Measures {
  for (const key of ["views", "copies", "referralClicks", "redemptions"] as const) {
    target[key] += more[key] ?? 0;
  }
  return target;
}

/** Every day of the period with its measures, zeros where nothing happened. */
export function fillSeries(period: Period, byDay: ReadonlyMap<string, Measures>): DayPoint[] {
  return Array.from({ length: periodLength(period) }, (_, i) => {
    const day = addDays(period.from, i);
    return { day, ...(byDay.get(day) ?? noActivity()) };
  });
}

/** Most redeemed first, then most viewed; the offer id keeps ties in a stable order. */
export const byRedemptionsThenViews = (a: Measures & { id: number }, b: Measures & { id: number }) =>
  b.redemptions - a.redemptions || b.views - a.views || a.id - b.id;

/** The in-store card's figures: checks per day and per brand, and cards opened from offers. */
async function loadInStore(db: Db, period: Period): Promise<InStoreInsights> {
  const bounds = periodBounds(period);
  const [days, byBrand] = await Promise.all([
    countChecksPerDay(db, bounds),
    countInStoreByBrand(db, bounds, period),
  ]);
  const perDay = new Map(days.map((row) => [row.day, row]));
  const series = Array.from({ length: periodLength(period) }, (_, i) => {
    const day = addDays(period.from, i);
    const found = perDay.get(day);
    return { day, checks: found?.checks ?? 0, validChecks: found?.validChecks ?? 0 };
  });
  const brands = new Map<string, { brandName: string; cardShows: number; checks: number }>();
  const brand = (brandName: string) => {
    let found = brands.get(brandName);
    if (!found) brands.set(brandName, (found = { brandName, cardShows: 0, checks: 0 }));
    return found;
  };
  for (const row of byBrand.shows) brand(row.brandName).cardShows += row.count;
  for (const row of byBrand.checks) brand(row.brandName).checks += row.count;
  return {
    checks: series.reduce((sum, point) => sum + point.checks, 0),
    validChecks: series.reduce((sum, point) => sum + point.validChecks, 0),
    cardShows: byBrand.shows.reduce((sum, row) => sum + row.count, 0),
    series,
    brands: [...brands.values()].sort(
      (a, b) => b.checks - a.checks || b.cardShows - a.cardShows || a.brandName.localeCompare(b.brandName),
    ),
  };
}

export async function loadInsights(db: Db, period: Period): Promise<Insights> {
  const bounds = periodBounds(period);
  const [activity, signUps, documents, inStore] = await Promise.all([
    countActivity(db, period),
    countSignUps(db, bounds),
    countDocuments(db, bounds),
    loadInStore(db, period),
  ]);

  const perOffer = new Map<number, Measures>();
  const perDay = new Map<string, Measures>();
  for (const row of activity) {
    const target = row.offerId !== null ? measuresFor(perOffer, row.offerId) : measuresFor(perDay, row.day!);
    addMeasures(target, row);
  }

  const ranked = [...perOffer].map(([id, measures]) => ({ id, ...measures })).sort(byRedemptionsThenViews);
  const shown = ranked.slice(0, INSIGHTS_OFFER_LIMIT);
  const shownIds = shown.map((row) => row.id);
  const [descriptions, reports] = await Promise.all([
    describeOffers(db, shownIds),
    countReports(db, shownIds, bounds),
  ]);
  const described = new Map(descriptions.map((o) => [o.id, o]));
  const offers: OfferInsight[] = shown.flatMap((row) => {
    const offer = described.get(row.id);
    // An offer deleted since takes its events with it (cascade); nothing to show.
    if (!offer) return [];
    const reported = reports.get(row.id) ?? 0;
    return [
      {
        ...offer,
        ...row,
        conversion: conversionOf(row.redemptions, row.views),
        reports: reported,
        reportRate: reportRateOf(reported, row.redemptions),
      },
    ];
  });

  const series = fillSeries(period, perDay);
  const totals = series.reduce((sum, point) => addMeasures(sum, point), noActivity());

  return {
    period,
    offers,
    offersTruncated: ranked.length > INSIGHTS_OFFER_LIMIT,
    totals: { ...totals, conversion: conversionOf(totals.redemptions, totals.views) },
    series,
    funnel: { ...signUps, documents },
    inStore,
  };
}

/** Insights as the routes see them: the db is bound here, in the composition root. */
export function createInsightsService(db: Db) {
  return { load: (period: Period) => loadInsights(db, period) };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
