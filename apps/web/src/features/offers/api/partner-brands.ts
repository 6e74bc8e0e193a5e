import { useDeferredValue, useMemo } from "react";
import type { PartnerBrand } from "#web/components/brand-logo-link.tsx";
import { brandHref } from "#web/lib/paths.ts";
import { useCatalogueFront } from "./catalogue.ts";

/**
 * Up to `max` brands with the most live offers, each linking to its offers: null while the front loads,
 * empty if it cannot be loaded (the partners then are not shown).
 */
export function usePartnerBrands(max: number): PartnerBrand[] | null {
  const front = useCatalogueFront({ retryOnMount: false });
  // The logos are drawn in a transition, in slices: the front's arrival re-renders whatever reads it
  // at once (an external store's update is never deferred), and the rows need not be part of that.
  const loaded = useDeferredValue(front.data);
  return useMemo(() => {
    if (front.isError) return [];
    if (!loaded) return null;
    return loaded.brands
      .slice(0, max)
      .map(({ name, slug, logoUrl }) => ({ name, logoUrl, href: brandHref(slug) }));
  }, [loaded, front.isError, max]);
}
