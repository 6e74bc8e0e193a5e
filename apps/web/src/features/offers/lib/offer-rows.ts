import type { PublicOffer } from "@studentperks/contracts/offers";

/** Offers a row shows at most: about three screens of cards on a desktop. */
export const ROW_SIZE = 12;
/** "Ending soon" is an expiry within this many days. */
export const ENDING_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const OFFER_ROWS = ["featured", "trending", "new", "endingSoon"] as const;
export type OfferRowId = (typeof OFFER_ROWS)[number];

type RowOffer = Pick<PublicOffer, "id" | "expiresAt">;

/** A row with fewer offers than this is left out: it would not be worth a scroll. */
export const ROW_MIN = 4;

/**
 * The home page's rows above the grid, from the catalogue (newest first) and the server's rankings:
 * - featured: staff's picks in staff's order; trending: most students this week (both ids, ranked on
 *   the server);
 * - new: the newest offers; endingSoon: those expiring within ENDING_SOON_DAYS, soonest first.
 * An id the catalogue no longer lists is skipped. Each row then leaves out what a row above it
 * already shows, as long as it has others to show (dedupeRows), and a row of fewer than ROW_MIN is
 * left out.
 */
export function offerRows<T extends RowOffer>(
  catalogue: readonly T[],
  rankings: { featured: readonly number[]; trending: readonly number[] } | undefined,
  now: Date,
): { id: OfferRowId; offers: T[] }[] {
  const byId = new Map(catalogue.map((offer) => [offer.id, offer]));
  const pick = (ids: readonly number[] = []) => ids.flatMap((id) => byId.get(id) ?? []);
  const soon = now.getTime() + ENDING_SOON_DAYS * DAY_MS;
  const endingSoon = catalogue
    .flatMap((offer) => {
      const at = offer.expiresAt ? Date.parse(offer.expiresAt) : NaN;
      return at > now.getTime() && at <= soon ? [{ offer, at }] : [];
    })
    .sort((a, b) => a.at - b.at)
    .map(({ offer }) => offer);
  const candidates: Record<OfferRowId, readonly T[]> = {
    featured: pick(rankings?.featured),
    trending: pick(rankings?.trending),
    new: catalogue,
    endingSoon,
  };
  return dedupeRows(OFFER_ROWS.map((id) => ({ id, offers: candidates[id] })));
}

/**
 * Rows top to bottom, each from its candidates in its own order: first the offers no row above shows,
 * up to ROW_SIZE; if those are fewer than ROW_MIN, offers already shown make up the difference, those
 * shown least first (a short row is better than none, and no offer should fill every row). A row
 * still under ROW_MIN is left out, and what it would have shown does not count as shown.
 */
function dedupeRows<Id extends string, T extends { id: number }>(
  rows: readonly { id: Id; offers: readonly T[] }[],
): { id: Id; offers: T[] }[] {
  const timesShown = new Map<number, number>();
  const result: { id: Id; offers: T[] }[] = [];
  for (const row of rows) {
    const fresh = row.offers.filter((offer) => !timesShown.has(offer.id)).slice(0, ROW_SIZE);
    const keep = new Set(fresh.map((offer) => offer.id));
    const repeats = row.offers
      .filter((offer) => timesShown.has(offer.id))
      // A stable sort: equally shown offers keep the row's order.
      .sort((a, b) => timesShown.get(a.id)! - timesShown.get(b.id)!);
    for (const offer of repeats.slice(0, Math.max(0, ROW_MIN - keep.size))) keep.add(offer.id);
    const offers = row.offers.filter((offer) => keep.has(offer.id));
    if (offers.length < ROW_MIN) continue;
    for (const offer of offers) timesShown.set(offer.id, (timesShown.get(offer.id) ?? 0) + 1);
    result.push({ id: row.id, offers });
  }
  return result;
}
