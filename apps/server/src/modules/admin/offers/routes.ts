// /api/admin/offers: the console's catalogue. Inside the /api/admin guard (staff only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminOfferParamsSchema,
  adminOfferSchema,
  adminOffersPageSchema,
  adminOffersQuerySchema,
  codesUploadAnswerSchema,
  featuredInputSchema,
  featuredOffersSchema,
  offerInputSchema,
  OFFER_TRANSITIONS,
} from "@studentperks/contracts/admin/offers";
import { receiveCodesFile } from "./codes-file.ts";
import type { AdminOffersService } from "./service.ts";
import { sessionOf } from "#server/plugins/sessions.ts";

export const adminOffersRoutes: FastifyPluginAsyncZod<{ service: AdminOffersService }> = async (
  app,
  { service },
) => {
  const params = adminOfferParamsSchema;

  app.get(
    "/offers",
    { schema: { querystring: adminOffersQuerySchema, response: { 200: adminOffersPageSchema } } },
    (request) => service.list(request.query),
  );

  // The home page's Featured row. A static segment wins over /offers/:id whatever the order of
  // registration (find-my-way), and that route's params would refuse "featured" anyway.
  app.get("/offers/featured", { schema: { response: { 200: featuredOffersSchema } } }, () =>
    service.featured(),
  );

  app.put(
    "/offers/featured",
    { schema: { body: featuredInputSchema, response: { 200: featuredOffersSchema } } },
    (request) => service.setFeatured(sessionOf(request).userId, request.body.offerIds),
  );

  app.get("/offers/:id", { schema: { params, response: { 200: adminOfferSchema } } }, (request) =>
    service.get(request.params.id),
  );

  app.post(
    "/offers",
    { schema: { body: offerInputSchema, response: { 201: adminOfferSchema } } },
    async (request, reply) => {
      const id = await service.create(sessionOf(request).userId, request.body);
      return reply.code(201).send(await service.get(id));
    },
  );

  app.put(
    "/offers/:id",
    { schema: { params, body: offerInputSchema, response: { 200: adminOfferSchema } } },
    async (request) => {
      await service.update(sessionOf(request).userId, request.params.id, request.body);
      return service.get(request.params.id);
    },
  );

  for (const action of OFFER_TRANSITIONS) {
    app.post(
      `/offers/:id/${action}`,
      { schema: { params, response: { 200: adminOfferSchema } } },
      async (request) => {
        await service.transition(sessionOf(request).userId, request.params.id, action);
        return service.get(request.params.id);
      },
    );
  }

  app.post(
    "/offers/:id/codes",
    { schema: { params, response: { 200: codesUploadAnswerSchema } } },
    async (request) =>
      service.addCodes(sessionOf(request).userId, request.params.id, await receiveCodesFile(request)),
  );
};
