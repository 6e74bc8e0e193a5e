// The staff console's catalogue: offers, the home page's Featured row and brands' records.
import {
  adminBrandSchema,
  adminBrandsSchema,
  brandInputSchema,
  brandSlugParamsSchema,
  brandInvitationParamsSchema,
} from "../admin/brands.ts";
import { invitationSchema, inviteSchema, membersSchema } from "../partners.ts";
import { messageAnswerSchema } from "../auth.ts";
import { rejectionSchema } from "../admin/decisions.ts";
import {
  offerChangeApprovalSchema,
  offerChangeDetailSchema,
  offerChangeListQuerySchema,
  offerChangeListSchema,
  offerChangeParamsSchema,
} from "../admin/offer-changes.ts";
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
    summary:
      "Edit a brand's record: its page's address (the old one moves to the new), name, logo, website, descriptions, colour",
    params: brandSlugParamsSchema,
    body: brandInputSchema,
    responses: { 200: adminBrandSchema },
  },
  "GET /api/admin/brands/:slug/members": {
    summary: "A brand's partner members and invitations",
    params: brandSlugParamsSchema,
    responses: { 200: membersSchema },
  },
  "POST /api/admin/brands/:slug/invitations": {
    summary: "Invite someone to a brand's partner portal",
    params: brandSlugParamsSchema,
    body: inviteSchema,
    responses: { 201: invitationSchema },
  },
  "POST /api/admin/brands/:slug/invitations/:id/resend": {
    summary: "Send a brand's invitation again with a new link",
    params: brandInvitationParamsSchema,
    responses: { 200: invitationSchema },
  },
  "DELETE /api/admin/brands/:slug/invitations/:id": {
    summary: "Revoke a brand's invitation",
    params: brandInvitationParamsSchema,
    responses: { 200: invitationSchema },
  },
  "GET /api/admin/offer-changes": {
    summary: "Brands' proposed offers and changes by status, oldest first",
    query: offerChangeListQuerySchema,
    responses: { 200: offerChangeListSchema },
  },
  "GET /api/admin/offer-changes/:id": {
    summary: "One proposal: the offer before and after",
    params: offerChangeParamsSchema,
    responses: { 200: offerChangeDetailSchema },
  },
  "POST /api/admin/offer-changes/:id/approve": {
    summary: "Approve a proposal: the offer (new or changed) goes live",
    params: offerChangeParamsSchema,
    responses: { 200: offerChangeApprovalSchema },
  },
  "POST /api/admin/offer-changes/:id/return": {
    summary: "Send a proposal back to the brand with a reason (mailed)",
    params: offerChangeParamsSchema,
    body: rejectionSchema,
    responses: { 200: messageAnswerSchema },
  },
} satisfies RouteTable;
