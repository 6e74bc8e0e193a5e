// Codes and links for verified students, counted events, favourites and what a student was given.
import {
  analyticsEventSchema,
  codeReportAnswerSchema,
  codeReportSchema,
  favoriteParamsSchema,
  favoritesAnswerSchema,
  myRedemptionsAnswerSchema,
  offerIdParamsSchema,
  redeemAnswerSchema,
  redemptionIdParamsSchema,
  referralAnswerSchema,
  trackOfferSchema,
} from "../redemption.ts";
import type { RouteTable } from "./declaration.ts";

export const redemptionRoutes = {
  "POST /api/offers/:id/redeem": {
    summary: "A verified student's code for this use of the offer, as often as its usage rule allows",
    params: offerIdParamsSchema,
    responses: { 200: redeemAnswerSchema },
  },
  "POST /api/offers/:id/referral-click": {
    summary: "A verified student's referral link for the offer (the click is counted)",
    params: offerIdParamsSchema,
    body: trackOfferSchema,
    responses: { 200: referralAnswerSchema },
  },
  "POST /api/offers/:id/copy": {
    summary: "Count a copy of the offer's code",
    params: offerIdParamsSchema,
    body: trackOfferSchema,
    responses: { 204: null },
  },
  "POST /api/analytics": {
    summary: "Count an event on an offer (a click, a copied link)",
    body: analyticsEventSchema,
    responses: { 204: null },
  },
  "GET /api/redemptions": {
    summary: "The codes and referral links the student was given, newest first",
    responses: { 200: myRedemptionsAnswerSchema },
  },
  "POST /api/redemptions/:id/report": {
    summary: "Report a code that did not work; a replacement from the pool where the offer allows one",
    params: redemptionIdParamsSchema,
    body: codeReportSchema,
    responses: { 200: codeReportAnswerSchema },
  },
  "GET /api/favorites": {
    summary: "The ids of the student's saved offers",
    responses: { 200: favoritesAnswerSchema },
  },
  "PUT /api/favorites/:offerId": {
    summary: "Save an offer",
    params: favoriteParamsSchema,
    responses: { 204: null },
  },
  "DELETE /api/favorites/:offerId": {
    summary: "Unsave an offer",
    params: favoriteParamsSchema,
    responses: { 204: null },
  },
} satisfies RouteTable;
