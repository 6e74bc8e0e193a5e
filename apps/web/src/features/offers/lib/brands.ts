import type { PublicOffer } from "@studentperks/contracts/offers";

export interface CatalogueBrand {
  name: string;
  /** The first logo one of its offers carries; null when none has one. */
  logoUrl: string | null;
  offerCount: number;
}

/**
 * The brands with live offers, those with the most offers first (then by name): what the home
 * page and the guide show as partners, so every brand shown can be found in the catalogue.
 */
export function brandsOf(offers: readonly PublicOffer[], max: number): CatalogueBrand[] {
  const byName = new Map<string, CatalogueBrand>();
  for (const offer of offers) {
    const key = offer.brandName.trim().toLowerCase();
    const known = byName.get(key);
    if (known) {
      known.offerCount += 1;
      known.logoUrl ??= offer.logoUrl;
    } else byName.set(key, { name: offer.brandName.trim(), logoUrl: offer.logoUrl, offerCount: 1 });
  }
  // Ties go by the lower-cased name's code units, not localeCompare: that builds an ICU collator per
  // call (a long task on a phone for a few dozen brands), and this order is the same everywhere.
  return [...byName]
    .sort(([keyA, a], [keyB, b]) => b.offerCount - a.offerCount || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .slice(0, max)
    .map(([, brand]) => brand);
}
