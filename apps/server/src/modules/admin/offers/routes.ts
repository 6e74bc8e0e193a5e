// /api/admin/offers: the console's catalogue. Inside the /api/admin guard (staff only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { CODES_FILE_MAX_BYTES, OFFER_TRANSITIONS } from "@studentperks/contracts/admin/offers";
import { receiveCodesFile } from "./codes-file.ts";
import type { FlaggedCodes } from "./flagged-codes.ts";
import type { AdminOffersService } from "./service.ts";
import { sessionOf } from "#server/plugins/sessions.ts";

export const adminOffersRoutes: FastifyPluginAsyncZod<{
  service: AdminOffersService;
  flaggedCodes: FlaggedCodes;
}> = async (app, { service, flaggedCodes }) => {
  route(app, "GET /api/admin/offers", {}, (request) => service.list(request.query));

  // The home page's Featured row. A static segment wins over /offers/:id whatever the order of
  // registration (find-my-way), and that route's params would refuse "featured" anyway.
  route(app, "GET /api/admin/offers/featured", {}, () => service.featured());

  route(
    app,
    "PUT /api/admin/offers/featured",
    {
      config: { refusals: { 404: ["OFFER_NOT_FOUND"], 409: ["OFFER_NOT_LIVE"] } },
    },
    (request) => service.setFeatured(sessionOf(request).userId, request.body.offerIds),
  );

  route(
    app,
    "GET /api/admin/offers/:id",
    {
      config: { refusals: { 404: ["OFFER_NOT_FOUND"] } },
    },
    (request) => service.get(request.params.id),
  );

  route(app, "POST /api/admin/offers", {}, async (request, reply) => {
    const id = await service.create(sessionOf(request).userId, request.body);
    return reply.code(201).send(await service.get(id));
  });

  route(
    app,
    "PUT /api/admin/offers/:id",
    {
      config: { refusals: { 400: ["INCOMPLETE"], 404: ["OFFER_NOT_FOUND"] } },
    },
    async (request) => {
      await service.update(sessionOf(request).userId, request.params.id, request.body);
      return service.get(request.params.id);
    },
  );

  for (const action of OFFER_TRANSITIONS) {
    route(
      app,
      `POST /api/admin/offers/:id/${action}`,
      {
        config: { refusals: { 400: ["INCOMPLETE"], 404: ["OFFER_NOT_FOUND"], 409: ["BAD_TRANSITION"] } },
      },
      async (request) => {
        await service.transition(sessionOf(request).userId, request.params.id, action);
        return service.get(request.params.id);
      },
    );
  }

  route(
    app,
    "POST /api/admin/offers/:id/codes",
    {
      config: {
        refusals: {
          400: ["BAD_CODE", "NO_CODES"],
          404: ["OFFER_NOT_FOUND"],
          409: ["NOT_A_DISCOUNT", "UNLIMITED_OFFER"],
        },
        multipartForm: { file: "file", accept: ["text/csv", "text/plain"], maxBytes: CODES_FILE_MAX_BYTES },
      },
    },
    async (request) =>
      service.addCodes(sessionOf(request).userId, request.params.id, await receiveCodesFile(request)),
  );

  // Reported codes (issue 36): staff read them without the students who sent them, and mark codes bad.
  route(
    app,
    "GET /api/admin/offers/:id/reports",
    {
      config: { refusals: { 404: ["OFFER_NOT_FOUND"] } },
    },
    (request) => flaggedCodes.list(request.params.id, request.query.page),
  );

  route(
    app,
    "POST /api/admin/offers/:id/bad-codes",
    {
      config: { refusals: { 404: ["OFFER_NOT_FOUND", "NOT_FOUND"] } },
    },
    (request) => flaggedCodes.markBad(sessionOf(request).userId, request.params.id, request.body.code),
  );
};
