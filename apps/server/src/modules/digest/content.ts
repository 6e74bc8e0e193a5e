// What one student's weekly e-mail says (issue 38), from the live catalogue and their saved offers:
// offers that went live this week, other live offers of the brands they saved, and saved offers that
// end within the coming week. Nothing shown twice; nothing at all means no e-mail.
import type { IndexedOffer } from "#server/modules/offers/index.ts";

export const NEW_MAX = 6;
export const FROM_SAVED_BRANDS_MAX = 4;
export const ENDING_MAX = 4;
const WEEK_MS = 7 * 86_400_000;

export interface DigestContent {
  fresh: IndexedOffer[];
  fromSavedBrands: IndexedOffer[];
  endingSoon: IndexedOffer[];
}

export const isEmpty = (content: DigestContent) =>
  content.fresh.length + content.fromSavedBrands.length + content.endingSoon.length === 0;

/** `live`: the catalogue's offers that are live now, newest first. `saved`: the student's saved offers' ids. */
export function digestContent(
  live: readonly IndexedOffer[],
  saved: ReadonlySet<number>,
  week: { since: Date; now: Date },
): DigestContent {
  const now = week.now.getTime();
  const shown = new Set<number>();
  const take = (offers: IndexedOffer[], max: number) => {
    const picked = offers.filter((offer) => !shown.has(offer.card.id)).slice(0, max);
    for (const offer of picked) shown.add(offer.card.id);
    return picked;
  };
  // A code that ran out is no news: it cannot be used.
  const usable = live.filter((offer) => !offer.card.outOfCodes);
  const endingSoon = take(
    usable
      .filter(
        (offer) => saved.has(offer.card.id) && offer.expiresAt !== null && offer.expiresAt - now <= WEEK_MS,
      )
      .sort((a, b) => a.expiresAt! - b.expiresAt!),
    ENDING_MAX,
  );
  const savedBrands = new Set(
    usable.filter((offer) => saved.has(offer.card.id)).map((offer) => offer.card.brandSlug),
  );
  const fromSavedBrands = take(
    usable.filter((offer) => savedBrands.has(offer.card.brandSlug) && !saved.has(offer.card.id)),
    FROM_SAVED_BRANDS_MAX,
  );
  const fresh = take(
    usable.filter((offer) => offer.publishedAt !== null && offer.publishedAt >= week.since.getTime()),
    NEW_MAX,
  );
  return { fresh, fromSavedBrands, endingSoon };
}
