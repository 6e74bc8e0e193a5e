// Which live offers students take most: this week (the home page's Trending row) and this month
// (the grid's Popular sort). The counts are read at most every RANKINGS_TTL_MS per process, never per
// request; the ranking keeps only offers the public catalogue shows at the moment it is asked.
// Beside them, staff's Featured row, which comes from the catalogue's index and so is current on
// every request (a new order, an archived or expired offer), not a few minutes late like the counts.
// An offer whose codes ran out leaves Featured and Trending (not Popular, the grid's order) until codes
// are added: the rows are a shop window, and its card says "Temporarily unavailable" (issue 36).
// The answer is the same object until the counts, the catalogue or an expiry moves it, so what is
// derived from it (the catalogue's Popular order) is derived once.
import type { OfferRankings } from "@studentperks/contracts/offers";
import type { Db } from "#server/db/client.ts";
import type { Clock } from "#server/services/clock.ts";
import { nextExpiry, type CatalogueSnapshot, type OffersService } from "#server/modules/offers/index.ts";
import { countUptake, type OfferUptake } from "./repo.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRENDING_DAYS = 7;
export const POPULAR_DAYS = 30;
export const TRENDING_SIZE = 12;
export const RANKINGS_TTL_MS = 5 * 60 * 1000;

export interface RankingsService {
  rankings(): Promise<OfferRankings>;
}

/**
 * Most students first; a tie goes to the newer offer (the larger id). Offers nobody took are left out.
 * Trending keeps only what the rows may show (`isInRows`), Popular every live offer.
 */
export function rankOffers(
  uptake: readonly OfferUptake[],
  isLive: (offerId: number) => boolean,
  isInRows: (offerId: number) => boolean = isLive,
): Omit<OfferRankings, "featured"> {
  const by = (period: "week" | "month", keep: (offerId: number) => boolean) =>
    uptake
      .filter((row) => row[period] > 0 && keep(row.offerId))
      .sort((a, b) => b[period] - a[period] || b.offerId - a.offerId)
      .map((row) => row.offerId);
  return { trending: by("week", isInRows).slice(0, TRENDING_SIZE), popular: by("month", isLive) };
}

export function createRankingsService(deps: {
  db: Db;
  clock: Clock;
  offers: Pick<OffersService, "catalogue">;
}): RankingsService {
  const { db, clock, offers } = deps;
  let counted: { at: number; uptake: Promise<OfferUptake[]> } | null = null;
  let answered: {
    uptake: OfferUptake[];
    generation: number;
    validUntil: number;
    rankings: OfferRankings;
  } | null = null;

  function uptake(): Promise<OfferUptake[]> {
    const now = clock.now().getTime();
    if (counted && now - counted.at < RANKINGS_TTL_MS) return counted.uptake;
    const promise = countUptake(db, {
      weekStart: new Date(now - TRENDING_DAYS * DAY_MS),
      monthStart: new Date(now - POPULAR_DAYS * DAY_MS),
    });
    const entry = { at: now, uptake: promise };
    counted = entry;
    // A failed count is not kept: the next caller tries again.
    promise.catch(() => {
      if (counted === entry) counted = null;
    });
    return promise;
  }

  return {
    async rankings() {
      const [rows, catalogue] = await Promise.all([uptake(), offers.catalogue()]);
      const now = clock.now().getTime();
      if (
        answered &&
        answered.uptake === rows &&
        answered.generation === catalogue.generation &&
        now < answered.validUntil
      ) {
        return answered.rankings;
      }
      const isLive = (offerId: number) => {
        const offer = catalogue.offers.get(offerId);
        return offer !== undefined && (offer.expiresAt === null || offer.expiresAt > now);
      };
      // Every write to an offer moves the catalogue's generation, so a pool running out or refilled
      // is seen on the next request.
      const isShownInRows = (offerId: number) =>
        isLive(offerId) && catalogue.offers.get(offerId)?.card.outOfCodes === false;
      const rankings = {
        featured: featuredIds(catalogue, isShownInRows),
        ...rankOffers(rows, isLive, isShownInRows),
      };
      answered = {
        uptake: rows,
        generation: catalogue.generation,
        validUntil: nextExpiry(catalogue, now),
        rankings,
      };
      return rankings;
    },
  };
}

/** Staff's picks among the live offers, first first. */
function featuredIds(catalogue: CatalogueSnapshot, isLive: (offerId: number) => boolean): number[] {
  return [...catalogue.offers.values()]
    .flatMap(({ card, featuredRank }) =>
      featuredRank === null || !isLive(card.id) ? [] : [{ id: card.id, rank: featuredRank }],
    )
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .map(({ id }) => id);
}
