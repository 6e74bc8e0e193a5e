// Screens of the staff console (/admin). Here rather than in lib/paths.ts so they load with the
// console and not with the public pages.
import { consoleOfferHref } from "#web/lib/paths.ts";

export const adminPaths = {
  verifications: "/admin/verifications",
  partnerships: "/admin/partnerships",
  partnership: (id: string) => `/admin/partnerships/${id}`,
  offers: "/admin/offers",
  newOffer: "/admin/offers/new",
  featuredOffers: "/admin/offers/featured",
  brands: "/admin/offers/brands",
  offer: consoleOfferHref,
  institutions: "/admin/institutions",
  insights: "/admin/insights",
  audit: "/admin/audit",
} as const;
