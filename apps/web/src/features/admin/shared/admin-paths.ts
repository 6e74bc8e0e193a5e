// Screens of the staff console (/admin). Here rather than in lib/paths.ts so they load with the
// console and not with the public pages.
import { consolePartnershipPath } from "@studentperks/contracts/page-paths";
import { consoleOfferHref } from "#web/lib/paths.ts";

export const adminPaths = {
  verifications: "/admin/verifications",
  partnerships: "/admin/partnerships",
  partnership: consolePartnershipPath,
  proposals: "/admin/proposals",
  proposal: (id: string | number) => `/admin/proposals/${id}`,
  offers: "/admin/offers",
  newOffer: "/admin/offers/new",
  featuredOffers: "/admin/offers/featured",
  brands: "/admin/offers/brands",
  brandMembers: (slug: string) => `/admin/offers/brands/${slug}/members`,
  brandEdit: (slug: string) => `/admin/offers/brands/${slug}/edit`,
  offer: consoleOfferHref,
  institutions: "/admin/institutions",
  insights: "/admin/insights",
  audit: "/admin/audit",
  accounts: "/admin/accounts",
} as const;
