// The public catalogue: the offer list, its rankings and a brand's page.
import { brandPageParamsSchema, brandPageSchema } from "../brand-page.ts";
import { offerListSchema, offerRankingsSchema } from "../offers.ts";
import type { RouteTable } from "./declaration.ts";

export const catalogueRoutes = {
  "GET /api/offers": {
    summary: "The public offer catalogue (no codes or referral links)",
    description: "The live offers; 304 when If-None-Match names the current catalogue's ETag.",
    responses: { 200: offerListSchema, 304: null },
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
