// /api/partners/*: the partner portal (issue 37), for signed-in members of a brand; and
// /api/partner-invitations/:token, where the link in an invitation e-mail is the credential. Every
// partner route acts for the brand the session chose (membership.ts), never one named in the request.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CODES_FILE_MAX_BYTES } from "@studentperks/contracts/admin/offers";
import { resolvePeriod, type InsightsQuery, type Period } from "@studentperks/contracts/admin/insights";
import { invalidField } from "#server/lib/app-error.ts";
import { route } from "#server/lib/declared-route.ts";
import { receiveCodesFile } from "#server/modules/admin/offers/index.ts";
import { byIp, limitRequests, type Limit } from "#server/plugins/rate-limit.ts";
import { type SessionManager, sessionOf } from "#server/plugins/sessions.ts";
import type { Clock } from "#server/services/clock.ts";
import type { Invitations } from "./invitations.ts";
import type { MembersService } from "./members.ts";
import type { MembershipService } from "./membership.ts";
import type { PartnerOffersService } from "./offers.ts";
import { RESULTS_CSV_HEADER, type PartnerResultsService } from "./results.ts";

const MINUTE = 60_000;
const perUser = (name: string, max: number, windowMs = MINUTE): Limit => ({
  name: `${name}:user`,
  max,
  windowMs,
  key: (request) => request.session?.userId ?? null,
});
const perIp = (name: string, max: number, windowMs = MINUTE): Limit => ({
  name: `${name}:ip`,
  max,
  windowMs,
  key: byIp,
});

export interface PartnersRoutesOptions {
  sessions: SessionManager;
  clock: Clock;
  membership: MembershipService;
  offers: PartnerOffersService;
  results: PartnerResultsService;
  members: MembersService;
  invitations: Invitations;
}

export const partnersRoutes: FastifyPluginAsyncZod<PartnersRoutesOptions> = async (app, options) => {
  const { sessions, clock, membership, offers, results, members, invitations } = options;
  const signedIn = sessions.requireSession;
  const session = (request: FastifyRequest) => sessionOf(request);
  const member = (request: FastifyRequest) => membership.context(session(request));
  const editor = (request: FastifyRequest) => membership.editor(session(request));
  const owner = (request: FastifyRequest) => membership.owner(session(request));
  // Writes are few; a limit per account keeps a runaway script from filling the review queue.
  const writes = limitRequests(app, [perUser("partners-write", 30)]);
  const reads = limitRequests(app, [perUser("partners-read", 120)]);
  const guarded = { preValidation: signedIn, preHandler: reads };
  const guardedWrite = { preValidation: signedIn, preHandler: writes };
  const noStore = { "cache-control": "no-store" };

  route(app, "GET /api/partners/me", guarded, async (request, reply) =>
    reply.headers(noStore).send(await membership.me(session(request))),
  );
  route(app, "PUT /api/partners/brand", guardedWrite, (request) =>
    membership.choose(session(request), request.body.brandId),
  );

  route(app, "GET /api/partners/offers", guarded, async (request, reply) =>
    reply.headers(noStore).send(await offers.list(await member(request))),
  );
  route(app, "GET /api/partners/offers/:id", guarded, async (request, reply) =>
    reply.headers(noStore).send(await offers.detail(await member(request), request.params.id)),
  );
  route(app, "GET /api/partners/proposals/:id", guarded, async (request, reply) =>
    reply.headers(noStore).send(await offers.proposalDetail(await member(request), request.params.id)),
  );
  route(
    app,
    "POST /api/partners/offers",
    {
      ...guardedWrite,
      config: { refusals: { 400: ["INCOMPLETE"], 403: ["NOT_A_PARTNER", "ROLE_REFUSED"] } },
    },
    async (request, reply) => reply.code(201).send(await offers.propose(await editor(request), request.body)),
  );
  route(
    app,
    "PUT /api/partners/proposals/:id",
    { ...guardedWrite, config: { refusals: { 400: ["INCOMPLETE"], 409: ["PROPOSAL_CLOSED"] } } },
    async (request) => offers.editProposal(await editor(request), request.params.id, request.body),
  );
  route(
    app,
    "PUT /api/partners/offers/:id",
    { ...guardedWrite, config: { refusals: { 400: ["INCOMPLETE"], 409: ["OFFER_ARCHIVED"] } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await offers.proposeChange(await editor(request), request.params.id, request.body)),
  );
  route(
    app,
    "POST /api/partners/offers/:id/pause",
    { ...guardedWrite, config: { refusals: { 409: ["OFFER_NOT_LIVE"] } } },
    async (request) => offers.pause(await editor(request), request.params.id),
  );
  route(
    app,
    "POST /api/partners/offers/:id/resume",
    { ...guardedWrite, config: { refusals: { 409: ["NOT_PAUSED"] } } },
    async (request) => offers.resume(await editor(request), request.params.id),
  );
  route(
    app,
    "POST /api/partners/offers/:id/codes",
    {
      ...guardedWrite,
      config: {
        refusals: { 400: ["BAD_CODE", "NO_CODES"], 409: ["NOT_A_DISCOUNT", "UNLIMITED_OFFER"] },
        multipartForm: { file: "file", accept: ["text/csv", "text/plain"], maxBytes: CODES_FILE_MAX_BYTES },
      },
    },
    async (request) => {
      // The member is checked before the file is read: a viewer's upload is refused unread.
      const context = await editor(request);
      return offers.addCodes(context, request.params.id, await receiveCodesFile(request));
    },
  );

  const periodOf = (query: InsightsQuery): Period => {
    const resolved = resolvePeriod(query, clock.now());
    if ("error" in resolved) throw invalidField(resolved.error.field, resolved.error.message);
    return resolved.period;
  };
  route(app, "GET /api/partners/results", guarded, async (request, reply) =>
    reply.headers(noStore).send(await results.load(await member(request), periodOf(request.query))),
  );
  const csvAnswer = {
    types: ["text/csv"],
    description: `The brand's results as CSV (UTF-8), one row per offer and day, under the header ${RESULTS_CSV_HEADER.join(",")}.`,
  };
  route(
    app,
    "GET /api/partners/results.csv",
    { ...guarded, config: { fileAnswer: csvAnswer } },
    async (request, reply) => {
      const context = await member(request);
      const period = periodOf(request.query);
      return reply
        .headers(noStore)
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="studentperks-results-${context.brandKey.replace(/[^a-z0-9]+/g, "-")}-${period.from}-to-${period.to}.csv"`,
        )
        .send(await results.csv(context, period));
    },
  );

  route(app, "GET /api/partners/members", guarded, async (request, reply) =>
    reply.headers(noStore).send(await members.list((await member(request)).brandId)),
  );
  route(
    app,
    "POST /api/partners/invitations",
    { ...guardedWrite, config: { refusals: { 409: ["ALREADY_MEMBER"] } } },
    async (request, reply) => {
      const context = await owner(request);
      return reply.code(201).send(await invitations.invite(context, request.body, request.locale));
    },
  );
  route(
    app,
    "POST /api/partners/invitations/:id/resend",
    { ...guardedWrite, config: { refusals: { 409: ["INVITATION_CLOSED"] } } },
    async (request) => invitations.resend(await owner(request), request.params.id),
  );
  route(
    app,
    "DELETE /api/partners/invitations/:id",
    { ...guardedWrite, config: { refusals: { 409: ["INVITATION_CLOSED"] } } },
    async (request) => invitations.revoke(await owner(request), request.params.id),
  );
  route(
    app,
    "DELETE /api/partners/members/:userId",
    { ...guardedWrite, config: { refusals: { 409: ["LAST_OWNER"] } } },
    async (request) => {
      await members.remove(await owner(request), request.params.userId);
      return { message: "Member removed" };
    },
  );

  // The link is the credential: limited per address, as any guessable token is.
  const linkLimit = limitRequests(app, [perIp("partner-invitation", 20)]);
  route(
    app,
    "GET /api/partner-invitations/:token",
    {
      preHandler: linkLimit,
      config: { refusals: { 410: ["INVITATION_EXPIRED", "INVITATION_USED", "INVITATION_REVOKED"] } },
    },
    async (request, reply) => reply.headers(noStore).send(await invitations.preview(request.params.token)),
  );
  route(
    app,
    "POST /api/partner-invitations/:token/accept",
    {
      preHandler: linkLimit,
      config: {
        refusals: {
          400: ["PASSWORD_REFUSED"],
          403: ["OTHER_ACCOUNT"],
          409: ["SIGN_IN_FIRST"],
          410: ["INVITATION_EXPIRED", "INVITATION_USED", "INVITATION_REVOKED"],
        },
      },
    },
    async (request, reply) => {
      const current = await sessions.read(request);
      const joined = await invitations.accept(request.params.token, current, request.body, request.locale);
      // A new partner account is signed in here, on the brand it joined.
      let session = current;
      if (joined.created) {
        session = await sessions.start(request, reply, joined.userId);
        await membership.choose(session, joined.brandId);
      }
      return reply.headers(noStore).send(await membership.me(session!));
    },
  );
};
