// The partner portal (issue 37): a brand's members run its offers, codes and results. Every route is
// about the brand the session chose among its memberships; ids in paths name rows of that brand only.
import { messageAnswerSchema } from "../auth.ts";
import { codesUploadAnswerSchema } from "../admin/offers.ts";
import { insightsQuerySchema } from "../admin/insights.ts";
import {
  acceptInvitationSchema,
  chooseBrandSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  inviteSchema,
  memberParamsSchema,
  membersSchema,
  offerIdParamsSchema,
  partnerMeSchema,
  partnerOfferDetailSchema,
  partnerOfferInputSchema,
  partnerOffersSchema,
  partnerResultsSchema,
  proposalAnswerSchema,
} from "../partners.ts";
import type { RouteTable } from "./declaration.ts";

const params = offerIdParamsSchema;

export const partnersRoutes = {
  "GET /api/partners/me": {
    summary: "The brands the account belongs to, and the one the portal shows",
    responses: { 200: partnerMeSchema },
  },
  "PUT /api/partners/brand": {
    summary: "Show another of the account's brands",
    body: chooseBrandSchema,
    responses: { 200: partnerMeSchema },
  },
  "GET /api/partners/offers": {
    summary: "Every offer of the brand with its state and period, and proposals waiting for review",
    responses: { 200: partnerOffersSchema },
  },
  "GET /api/partners/offers/:id": {
    summary: "One offer of the brand: as students see it, and its open proposal",
    params,
    responses: { 200: partnerOfferDetailSchema },
  },
  "GET /api/partners/proposals/:id": {
    summary: "A proposed new offer of the brand, before staff approve it",
    params: params,
    responses: { 200: partnerOfferDetailSchema },
  },
  "POST /api/partners/offers": {
    summary: "Propose a new offer: it goes live when staff approve it",
    body: partnerOfferInputSchema,
    responses: { 201: proposalAnswerSchema },
  },
  "PUT /api/partners/proposals/:id": {
    summary: "Change a proposed new offer before staff decide (or after they sent it back)",
    params: params,
    body: partnerOfferInputSchema,
    responses: { 200: proposalAnswerSchema },
  },
  "PUT /api/partners/offers/:id": {
    summary: "Propose a change to an offer: the offer stays as it is until staff approve",
    params,
    body: partnerOfferInputSchema,
    responses: { 201: proposalAnswerSchema },
  },
  "POST /api/partners/offers/:id/pause": {
    summary: "Stop a live offer at once (owners and editors)",
    params,
    responses: { 200: partnerOffersSchema.shape.offers.element },
  },
  "POST /api/partners/offers/:id/resume": {
    summary: "Put a paused offer back live (owners and editors)",
    params,
    responses: { 200: partnerOffersSchema.shape.offers.element },
  },
  // A multipart form with a CSV file (config.multipartForm).
  "POST /api/partners/offers/:id/codes": {
    summary: "Add a CSV file's codes to the pool of one of the brand's discount offers",
    params,
    responses: { 200: codesUploadAnswerSchema },
  },
  "GET /api/partners/results": {
    summary: "The brand's results per offer and per Dubai day for a period",
    query: insightsQuerySchema,
    responses: { 200: partnerResultsSchema },
  },
  // A CSV file (config.fileAnswer), downloaded through a link.
  "GET /api/partners/results.csv": {
    summary: "The same results as a CSV file: one row per offer and day",
    query: insightsQuerySchema,
    responses: {},
  },
  "GET /api/partners/members": {
    summary: "The brand's members and invitations",
    responses: { 200: membersSchema },
  },
  "POST /api/partners/invitations": {
    summary: "Invite someone to the brand (owners)",
    body: inviteSchema,
    responses: { 201: invitationSchema },
  },
  "POST /api/partners/invitations/:id/resend": {
    summary: "Send an invitation again with a new link (owners)",
    params: params,
    responses: { 200: invitationSchema },
  },
  "DELETE /api/partners/invitations/:id": {
    summary: "Revoke an invitation (owners)",
    params: params,
    responses: { 200: invitationSchema },
  },
  "DELETE /api/partners/members/:userId": {
    summary: "Remove a member from the brand (owners; the last owner stays)",
    params: memberParamsSchema,
    responses: { 200: messageAnswerSchema },
  },
  "GET /api/partner-invitations/:token": {
    summary: "What an invitation link invites to",
    params: invitationTokenParamsSchema,
    responses: { 200: invitationPreviewSchema },
  },
  "POST /api/partner-invitations/:token/accept": {
    summary: "Accept an invitation: join with the signed-in account, or make the partner account",
    params: invitationTokenParamsSchema,
    body: acceptInvitationSchema,
    responses: { 200: partnerMeSchema },
  },
} satisfies RouteTable;
