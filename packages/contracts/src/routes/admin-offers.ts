// The staff console's catalogue: offers, the home page's Featured row and brands' page addresses.
import {
  adminBrandSchema,
  adminBrandsSchema,
  brandSlugInputSchema,
  brandSlugParamsSchema,
} from "../admin/brands.ts";
import {
  adminOfferParamsSchema,
  adminOfferSchema,
  adminOffersPageSchema,
  adminOffersQuerySchema,
  codesUploadAnswerSchema,
  featuredInputSchema,
  featuredOffersSchema,
  offerInputSchema,
} from "../admin/offers.ts";
import {
  badCodeAnswerSchema,
  badCodeInputSchema,
  codeReportsPageSchema,
  codeReportsQuerySchema,
} from "../admin/code-reports.ts";
import type { RouteTable } from "./declaration.ts";

const params = adminOfferParamsSchema;
// publish, unpublish and archive (OFFER_TRANSITIONS): each answers the offer as it now is.
const transition = (summary: string) => ({ summary, params, responses: { 200: adminOfferSchema } });

export const adminOffersRoutes = {
  "GET /api/admin/offers": {
    summary: "Every offer, newest first, by status and words, a page at a time",
    query: adminOffersQuerySchema,
    responses: { 200: adminOffersPageSchema },
  },
  "GET /api/admin/offers/featured": {
    summary: "The home page's Featured row",
    responses: { 200: featuredOffersSchema },
  },
  "PUT /api/admin/offers/featured": {
    summary: "Set the Featured row, first offer first",
    body: featuredInputSchema,
    responses: { 200: featuredOffersSchema },
  },
  "GET /api/admin/offers/:id": {
    summary: "One offer in full, code and counts included",
    params,
    responses: { 200: adminOfferSchema },
  },
  "POST /api/admin/offers": {
    summary: "Make a draft offer",
    body: offerInputSchema,
    responses: { 201: adminOfferSchema },
  },
  "PUT /api/admin/offers/:id": {
    summary: "Edit an offer",
    params,
    body: offerInputSchema,
    responses: { 200: adminOfferSchema },
  },
  "POST /api/admin/offers/:id/publish": transition("Publish a complete draft: students see it"),
  "POST /api/admin/offers/:id/unpublish": transition("Take an offer back to draft"),
  "POST /api/admin/offers/:id/archive": transition("Archive an offer"),
  // A multipart form with a CSV file (config.multipartForm).
  "POST /api/admin/offers/:id/codes": {
    summary: "Add a CSV file's codes to a discount offer's pool",
    params,
    responses: { 200: codesUploadAnswerSchema },
  },
  "GET /api/admin/offers/:id/reports": {
    summary: "The codes students reported for an offer, newest first, a page at a time",
    params,
    query: codeReportsQuerySchema,
    responses: { 200: codeReportsPageSchema },
  },
  "POST /api/admin/offers/:id/bad-codes": {
    summary: "Mark a code the offer gave as bad: it is never handed out again",
    params,
    body: badCodeInputSchema,
    responses: { 200: badCodeAnswerSchema },
  },
  "GET /api/admin/brands": {
    summary: "Every brand with an offer, and its page's address",
    responses: { 200: adminBrandsSchema },
  },
  "PUT /api/admin/brands/:slug": {
    summary: "Change a brand page's address (the old one moves to the new)",
    params: brandSlugParamsSchema,
    body: brandSlugInputSchema,
    responses: { 200: adminBrandSchema },
  },
} satisfies RouteTable;
