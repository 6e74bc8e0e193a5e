// The public catalogue: the offer list, its rankings and a brand's page.
import { brandPageParamsSchema, brandPageSchema } from "../brand-page.ts";
import { catalogueFrontSchema, cataloguePageQuerySchema, cataloguePageSchema } from "../catalogue-page.ts";
import { offerListSchema, offerRankingsSchema, publicOfferSchema } from "../offers.ts";
import { offerIdParamsSchema } from "../redemption.ts";
import type { RouteTable } from "./declaration.ts";

export const catalogueRoutes = {
  "GET /api/offers": {
    summary: "The public offer catalogue (no codes or referral links)",
    description: "The live offers; 304 when If-None-Match names the current catalogue's ETag.",
    responses: { 200: offerListSchema, 304: null },
  },
  "GET /api/catalogue": {
    summary: "A page of the catalogue's cards, searched, filtered and sorted",
    description:
      "Search (`q`) covers brand, business, title and description in English and Arabic; matches in the brand, business or title come first. `nextCursor` fetches the next page with the same parameters; a cursor keeps its place while offers are added or removed.",
    query: cataloguePageQuerySchema,
    responses: { 200: cataloguePageSchema },
  },
  "GET /api/catalogue/front": {
    summary: "The home page's rows, hero covers and partner brands",
    responses: { 200: catalogueFrontSchema },
  },
  "GET /api/offers/:id": {
    summary: "One live offer with all its texts (no code or referral link)",
    description: "404 (OFFER_NOT_FOUND) when the catalogue does not show it now.",
    params: offerIdParamsSchema,
    responses: { 200: publicOfferSchema },
  },
  "GET /api/offers/rankings": {
    summary: "The featured, trending and popular offers' ids",
    responses: { 200: offerRankingsSchema },
  },
  "GET /api/brands/:slug": {
    summary: "A brand's public page: the brand and its live offers",
    params: brandPageParamsSchema,
    responses: { 200: brandPageSchema },
  },
} satisfies RouteTable;
