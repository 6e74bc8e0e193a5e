// Redemption and tracking calls (spec 000 §7) and a student's saved offers.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { byIp, limitRequests, type Limit } from "#server/plugins/rate-limit.ts";
import { type SessionManager, sessionOf } from "#server/plugins/sessions.ts";
import type { CodeReports } from "./reports.ts";
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

export const redemptionRoutes: FastifyPluginAsyncZod<{
  redemption: RedemptionService;
  codeReports: CodeReports;
  sessions: SessionManager;
}> = async (app, { redemption, codeReports, sessions }) => {
  const signedIn = sessions.requireSession;
  const student = sessions.requireRole("student");
  /** Who is signed in, if anyone: tracking is open to visitors too. */
  // One budget for saving and unsaving together.
  const limitFavorites = limitRequests(app, [perUser("favorites", 120)]);
  const viewerId = async (request: Parameters<SessionManager["read"]>[0]) =>
    (await sessions.read(request))?.userId ?? null;

  route(
    app,
    "POST /api/offers/:id/redeem",
    {
      config: {
        refusals: {
          400: ["NOT_A_DISCOUNT", "IN_STORE_ONLY"],
          403: ["NOT_VERIFIED", "VERIFICATION_EXPIRED"],
          404: ["OFFER_NOT_FOUND"],
          409: ["NO_CODES_LEFT", "LIMIT_REACHED"],
          410: ["OFFER_ENDED"],
        },
      },
      preValidation: signedIn,
      preHandler: limitRequests(app, [perUser("redeem", 60)]),
    },
    async (request) => redemption.redeem(sessionOf(request).userId, request.params.id),
  );

  route(
    app,
    "POST /api/redemptions/:id/report",
    {
      config: {
        refusals: {
          403: ["NOT_VERIFIED", "VERIFICATION_EXPIRED"],
          404: ["NOT_FOUND"],
          409: ["ALREADY_REPORTED"],
        },
      },
      preValidation: student,
      // Each report may take a pool code: few per student, fewer than they could ever need.
      preHandler: limitRequests(app, [perUser("report", 10)]),
    },
    async (request) => codeReports.report(sessionOf(request).userId, request.params.id, request.body),
  );

  route(
    app,
    "POST /api/offers/:id/referral-click",
    {
      config: {
        refusals: {
          400: ["NOT_A_REFERRAL"],
          403: ["NOT_VERIFIED", "VERIFICATION_EXPIRED"],
          404: ["OFFER_NOT_FOUND"],
          410: ["OFFER_ENDED"],
        },
      },
      preValidation: signedIn,
      preHandler: limitRequests(app, [perUser("referral", 30)]),
    },
    async (request) => ({
      referralLink: await redemption.referralLink(sessionOf(request).userId, request.params.id),
    }),
  );

  route(
    app,
    "POST /api/offers/:id/copy",
    {
      config: { refusals: { 404: ["OFFER_NOT_FOUND"] } },
      preHandler: limitRequests(app, [perClient("copy", 60)]),
    },
    async (request, reply) => {
      await redemption.track(request.params.id, "code_copy", await viewerId(request));
      return reply.code(204).send();
    },
  );

  route(
    app,
    "POST /api/analytics",
    {
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

  route(
    app,
    "GET /api/redemptions",
    {
      preValidation: student,
      preHandler: limitRequests(app, [perUser("redemptions", 120)]),
    },
    async (request, reply) =>
      reply.header("cache-control", "no-store").send(await redemption.given(sessionOf(request).userId)),
  );

  route(
    app,
    "GET /api/favorites",
    {
      preValidation: student,
    },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .send({ offerIds: await redemption.favoriteIds(sessionOf(request).userId) }),
  );

  route(
    app,
    "PUT /api/favorites/:offerId",
    {
      config: { refusals: { 404: ["OFFER_NOT_FOUND"] } },
      preValidation: student,
      preHandler: limitFavorites,
    },
    async (request, reply) => {
      await redemption.addFavorite(sessionOf(request).userId, request.params.offerId);
      return reply.code(204).send();
    },
  );

  route(
    app,
    "DELETE /api/favorites/:offerId",
    {
      preValidation: student,
      preHandler: limitFavorites,
    },
    async (request, reply) => {
      await redemption.removeFavorite(sessionOf(request).userId, request.params.offerId);
      return reply.code(204).send();
    },
  );
};
