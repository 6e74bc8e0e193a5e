// What the home page shows before anyone searches (GET /api/catalogue/front): the rows above the grid,
// the hero collage's covers and the brands with the most live offers, from the live catalogue
// (newest first) and the rankings.
import type { CatalogueFront, OfferRowId } from "@studentperks/contracts/catalogue-page";
import { OFFER_ROW_IDS } from "@studentperks/contracts/catalogue-page";
import type { IndexedOffer } from "#server/modules/offers/index.ts";

/** Offers a row shows at most: about three screens of cards on a desktop. */
export const ROW_SIZE = 12;
/** A row with fewer offers than this is left out: it would not be worth a scroll. */
export const ROW_MIN = 4;
/** "Ending soon" is an expiry within this many days. */
export const ENDING_SOON_DAYS = 7;
/** Tiles in the hero's collage, and partner brands listed. */
export const COLLAGE_TILES = 6;
export const FRONT_BRANDS = 24;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FrontInput {
  /** The live offers, newest first. */
  newest: readonly IndexedOffer[];
  /** Staff's picks in their order, and the week's most taken: ids of live offers. */
  featured: readonly number[];
  trending: readonly number[];
  now: Date;
}

type Row = { id: OfferRowId; offers: IndexedOffer[] };

/**
 * featured and trending as ranked; new: the newest; endingSoon: expiring within ENDING_SOON_DAYS,
 * soonest first. Each row then leaves out what a row above it shows, as long as it has others to
 * show, and a row of fewer than ROW_MIN is left out.
 */
export function offerRows({ newest, featured, trending, now }: FrontInput): Row[] {
  const byId = new Map(newest.map((offer) => [offer.card.id, offer]));
  const pick = (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const soon = now.getTime() + ENDING_SOON_DAYS * DAY_MS;
  const endingSoon = newest
    .filter((offer) => offer.expiresAt !== null && offer.expiresAt > now.getTime() && offer.expiresAt <= soon)
    .sort((a, b) => a.expiresAt! - b.expiresAt!);
  const candidates: Record<OfferRowId, readonly IndexedOffer[]> = {
    featured: pick(featured),
    trending: pick(trending),
    new: newest.slice(0, ROW_SIZE * OFFER_ROW_IDS.length),
    endingSoon,
  };
  return dedupeRows(OFFER_ROW_IDS.map((id) => ({ id, offers: candidates[id] })));
}

/**
 * Rows top to bottom, each from its candidates in its own order: first the offers no row above shows,
 * up to ROW_SIZE; if those are fewer than ROW_MIN, offers already shown make up the difference, those
 * shown least first (a short row is better than none, and no offer should fill every row). A row
 * still under ROW_MIN is left out, and what it would have shown does not count as shown.
 */
function dedupeRows(rows: readonly { id: OfferRowId; offers: readonly IndexedOffer[] }[]): Row[] {
  const timesShown = new Map<number, number>();
  const result: Row[] = [];
  for (const row of rows) {
    const fresh = row.offers.filter((offer) => !timesShown.has(offer.card.id)).slice(0, ROW_SIZE);
    const keep = new Set(fresh.map((offer) => offer.card.id));
    const repeats = row.offers
      .filter((offer) => timesShown.has(offer.card.id))
      .sort((a, b) => timesShown.get(a.card.id)! - timesShown.get(b.card.id)!);
    for (const offer of repeats.slice(0, Math.max(0, ROW_MIN - keep.size))) keep.add(offer.card.id);
    const offers = row.offers.filter((offer) => keep.has(offer.card.id));
    if (offers.length < ROW_MIN) continue;
    for (const offer of offers) timesShown.set(offer.card.id, (timesShown.get(offer.card.id) ?? 0) + 1);
    result.push({ id: row.id, offers });
  }
  return result;
}

/** Offers with a cover: featured first (in order), then trending, then the newest, each once. */
export function collageOffers({ newest, featured, trending }: FrontInput): IndexedOffer[] {
  const byId = new Map(newest.map((offer) => [offer.card.id, offer]));
  const picked = new Set<IndexedOffer>();
  for (const offer of [...[...featured, ...trending].flatMap((id) => byId.get(id) ?? []), ...newest]) {
    if (picked.size === COLLAGE_TILES) break;
    if (offer.card.coverUrl) picked.add(offer);
  }
  return [...picked];
}

/**
 * The brands with live offers, the most offers first (then by lower-cased name, by code units, the
 * same everywhere), each with the first logo one of its offers carries, newest first.
 */
export function frontBrands(newest: readonly IndexedOffer[]): CatalogueFront["brands"] {
  const bySlug = new Map<string, CatalogueFront["brands"][number]>();
  for (const { card } of newest) {
    const known = bySlug.get(card.brandSlug);
    if (known) {
      known.offerCount += 1;
      known.logoUrl ??= card.logoUrl;
    } else {
      bySlug.set(card.brandSlug, {
        name: card.brandName.trim(),
        slug: card.brandSlug,
        logoUrl: card.logoUrl,
        offerCount: 1,
      });
    }
  }
  return [...bySlug.values()]
    .map((brand) => ({ brand, key: brand.name.toLowerCase() }))
    .sort((a, b) => b.brand.offerCount - a.brand.offerCount || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, FRONT_BRANDS)
    .map(({ brand }) => brand);
}
