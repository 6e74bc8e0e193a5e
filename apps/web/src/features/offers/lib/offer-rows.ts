import type { PublicOffer } from "@studentperks/contracts/offers";

/** Offers a row shows at most: about three screens of cards on a desktop. */
export const ROW_SIZE = 12;
/** "Ending soon" is an expiry within this many days. */
export const ENDING_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const OFFER_ROWS = ["featured", "trending", "new", "endingSoon"] as const;
export type OfferRowId = (typeof OFFER_ROWS)[number];

type RowOffer = Pick<PublicOffer, "id" | "expiresAt">;

/**
 * The home page's rows above the grid, from the catalogue (newest first) and the server's rankings:
 * - featured: staff's picks in staff's order; trending: most students this week (both ids, ranked on
 *   the server);
 * - new: the newest offers; endingSoon: those expiring within ENDING_SOON_DAYS, soonest first.
 * An id the catalogue no longer lists is skipped, and an empty row is left out.
 */
export function offerRows<T extends RowOffer>(
  catalogue: readonly T[],
  rankings: { featured: readonly number[]; trending: readonly number[] } | undefined,
  now: Date,
): { id: OfferRowId; offers: T[] }[] {
  const byId = new Map(catalogue.map((offer) => [offer.id, offer]));
  const pick = (ids: readonly number[] = []) => ids.flatMap((id) => byId.get(id) ?? []).slice(0, ROW_SIZE);
  const soon = now.getTime() + ENDING_SOON_DAYS * DAY_MS;
  const endingSoon = catalogue
    .flatMap((offer) => {
      const at = offer.expiresAt ? Date.parse(offer.expiresAt) : NaN;
      return at > now.getTime() && at <= soon ? [{ offer, at }] : [];
    })
    .sort((a, b) => a.at - b.at)
    .map(({ offer }) => offer);
  const rows: Record<OfferRowId, T[]> = {
    featured: pick(rankings?.featured),
    trending: pick(rankings?.trending),
    new: catalogue.slice(0, ROW_SIZE),
    endingSoon: endingSoon.slice(0, ROW_SIZE),
  };
  return OFFER_ROWS.flatMap((id) => (rows[id].length ? [{ id, offers: rows[id] }] : []));
}
