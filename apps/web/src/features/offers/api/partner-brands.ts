import { useMemo } from "react";
import type { PartnerBrand } from "#web/components/brand-logo-link.tsx";
import { brandHref } from "#web/lib/paths.ts";
import { brandsOf } from "../lib/brands.ts";
import { useOffers } from "./get-offers.ts";

/**
 * Up to `max` brands with live offers, each linking to its offers: null while the catalogue loads,
 * empty if it cannot be loaded (the partners then are not shown).
 */
export function usePartnerBrands(max: number): PartnerBrand[] | null {
  const offers = useOffers();
  return useMemo(() => {
    if (offers.isError) return [];
    if (!offers.data) return null;
    return brandsOf(offers.data, max).map(({ name, logoUrl }) => ({ name, logoUrl, href: brandHref(name) }));
  }, [offers.data, offers.isError, max]);
}
