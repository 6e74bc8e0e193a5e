import { useDeferredValue, useMemo } from "react";
import type { PartnerBrand } from "#web/components/brand-logo-link.tsx";
import { brandHref } from "#web/lib/paths.ts";
import { brandsOf } from "../lib/brands.ts";
import { useOffers } from "./get-offers.ts";

/**
 * Up to `max` brands with live offers, each linking to its offers: null while the catalogue loads,
 * empty if it cannot be loaded (the partners then are not shown).
 */
export function usePartnerBrands(max: number): PartnerBrand[] | null {
  const offers = useOffers({ retryOnMount: false });
  // The logos are drawn in a transition, in slices: the catalogue's arrival re-renders whatever reads
  // it at once (an external store's update is never deferred), and the rows need not be part of that.
  const loaded = useDeferredValue(offers.data);
  return useMemo(() => {
    if (offers.isError) return [];
    if (!loaded) return null;
    return brandsOf(loaded, max).map(({ name, slug, logoUrl }) => ({ name, logoUrl, href: brandHref(slug) }));
  }, [loaded, offers.isError, max]);
}
