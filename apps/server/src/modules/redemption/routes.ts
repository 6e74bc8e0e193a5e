// Redemption and tracking calls (spec 000 §7) and a student's saved offers.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  analyticsEventSchema,
  favoriteParamsSchema,
  favoritesAnswerSchema,
  myRedemptionsAnswerSchema,
  offerIdParamsSchema,
  redeemAnswerSchema,
  referralAnswerSchema,
  trackOfferSchema,
} from "@studentperks/contracts/redemption";
import { byIp, limitRequests, type Limit } from "#server/plugins/rate-limit.ts";
import { type SessionManager, sessionOf } from "#server/plugins/sessions.ts";
import type { RedemptionService } from "./service.ts";

const MINUTE = 60_000;
const perUser = (name: string, max: number): Limit => ({
  name: `${name}:user`,
  max,
  windowMs: MINUTE,
  key: (request) => request.session?.userId ?? null,
});
const perClient = (name: string, max: number): Limit => ({
  name: `${name}:ip`,
  max,
  windowMs: MINUTE,
  key: byIp,
});
const noContent = { 204: z.undefined() };

export const redemptionRoutes: FastifyPluginAsyncZod<{
  redemption: RedemptionService;
  sessions: SessionManager;
}> = async (app, { redemption, sessions }) => {
  const signedIn = sessions.requireSession;
  const student = sessions.requireRole("student");
  /** Who is signed in, if anyone: tracking is open to visitors too. */
  // One budget for saving and unsaving together.
  const limitFavorites = limitRequests(app, [perUser("favorites", 120)]);
  const viewerId = async (request: Parameters<SessionManager["read"]>[0]) =>
    (await sessions.read(request))?.userId ?? null;

  app.post(
    "/api/offers/:id/redeem",
    {
      schema: {
        summary: "A verified student's discount code for the offer (the same one each time)",
        params: offerIdParamsSchema,
        response: { 200: redeemAnswerSchema },
      },
      config: {
        refusals: {
          400: ["NOT_A_DISCOUNT"],
          403: ["NOT_VERIFIED"],
          404: ["OFFER_NOT_FOUND"],
          409: ["NO_CODES_LEFT"],
        },
      },
      preValidation: signedIn,
      preHandler: limitRequests(app, [perUser("redeem", 60)]),
    },
    async (request) => ({ code: await redemption.redeem(sessionOf(request).userId, request.params.id) }),
  );

  app.post(
    "/api/offers/:id/referral-click",
    {
      schema: {
        summary: "A verified student's referral link for the offer (the click is counted)",
        params: offerIdParamsSchema,
        body: trackOfferSchema,
        response: { 200: referralAnswerSchema },
      },
      config: { refusals: { 400: ["NOT_A_REFERRAL"], 403: ["NOT_VERIFIED"], 404: ["OFFER_NOT_FOUND"] } },
      preValidation: signedIn,
      preHandler: limitRequests(app, [perUser("referral", 30)]),
    },
    async (request) => ({
      referralLink: await redemption.referralLink(sessionOf(request).userId, request.params.id),
    }),
  );

  app.post(
    "/api/offers/:id/copy",
    {
      schema: {
        summary: "Count a copy of the offer's code",
        params: offerIdParamsSchema,
        body: trackOfferSchema,
        response: noContent,
      },
      config: { refusals: { 404: ["OFFER_NOT_FOUND"] } },
      preHandler: limitRequests(app, [perClient("copy", 60)]),
    },
    async (request, reply) => {
      await redemption.track(request.params.id, "code_copy", await viewerId(request));
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/analytics",
    {
      schema: {
        summary: "Count an event on an offer (a click, a copied link)",
        body: analyticsEventSchema,
        response: noContent,
      },
      config: { refusals: { 404: ["OFFER_NOT_FOUND"] } },
      preHandler: limitRequests(app, [perClient("analytics", 120)]),
    },
    async (request, reply) => {
      const { eventType, offerId, metadata } = request.body;
      const details: unknown = metadata ? JSON.parse(metadata) : null;
      await redemption.track(offerId, eventType, await viewerId(request), details);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/redemptions",
    {
      schema: {
        summary: "The codes and referral links the student was given, newest first",
        response: { 200: myRedemptionsAnswerSchema },
      },
      preValidation: student,
      preHandler: limitRequests(app, [perUser("redemptions", 120)]),
    },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .send({ redemptions: await redemption.given(sessionOf(request).userId) }),
  );

  app.get(
    "/api/favorites",
    {
      schema: { summary: "The ids of the student's saved offers", response: { 200: favoritesAnswerSchema } },
      preValidation: student,
    },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .send({ offerIds: await redemption.favoriteIds(sessionOf(request).userId) }),
  );

  app.put(
    "/api/favorites/:offerId",
    {
      schema: { summary: "Save an offer", params: favoriteParamsSchema, response: noContent },
      config: { refusals: { 404: ["OFFER_NOT_FOUND"] } },
      preValidation: student,
      preHandler: limitFavorites,
    },
    async (request, reply) => {
      await redemption.addFavorite(sessionOf(request).userId, request.params.offerId);
      return reply.code(204).send();
    },
  );

  app.delete(
    "/api/favorites/:offerId",
    {
      schema: { summary: "Unsave an offer", params: favoriteParamsSchema, response: noContent },
      preValidation: student,
      preHandler: limitFavorites,
    },
    async (request, reply) => {
      await redemption.removeFavorite(sessionOf(request).userId, request.params.offerId);
      return reply.code(204).send();
    },
  );
};
