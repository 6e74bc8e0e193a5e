import type { PublicOffer } from "@studentperks/contracts/offers";

export interface CatalogueBrand {
  name: string;
  /** Its page is /brands/<slug>. */
  slug: string;
  /** The first logo one of its offers carries; null when none has one. */
  logoUrl: string | null;
  offerCount: number;
}

/**
 * The brands with live offers, those with the most offers first (then by name): what the home
 * page and the guide show as partners, so every brand shown can be found in the catalogue.
 */
export function brandsOf(offers: readonly PublicOffer[], max: number): CatalogueBrand[] {
  const bySlug = new Map<string, CatalogueBrand>();
  for (const offer of offers) {
    // The server tells which offers are one brand (same name, whatever its case), by their slug.
    const known = bySlug.get(offer.brandSlug);
    if (known) {
      known.offerCount += 1;
      known.logoUrl ??= offer.logoUrl;
    } else
      bySlug.set(offer.brandSlug, {
        name: offer.brandName.trim(),
        slug: offer.brandSlug,
        logoUrl: offer.logoUrl,
        offerCount: 1,
      });
  }
  // Ties go by the lower-cased name's code units, not localeCompare: that builds an ICU collator per
  // call (a long task on a phone for a few dozen brands), and this order is the same everywhere.
  return [...bySlug.values()]
    .map((brand) => ({ brand, key: brand.name.toLowerCase() }))
    .sort((a, b) => b.brand.offerCount - a.brand.offerCount || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, max)
    .map(({ brand }) => brand);
}
