// /api/admin/offers: the console's catalogue. Inside the /api/admin guard (staff only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminOfferParamsSchema,
  adminOfferSchema,
  adminOffersPageSchema,
  adminOffersQuerySchema,
  CODES_FILE_MAX_BYTES,
  codesUploadAnswerSchema,
  featuredInputSchema,
  featuredOffersSchema,
  offerInputSchema,
  OFFER_TRANSITIONS,
  type OfferTransition,
} from "@studentperks/contracts/admin/offers";
import { receiveCodesFile } from "./codes-file.ts";
import type { AdminOffersService } from "./service.ts";
import { sessionOf } from "#server/plugins/sessions.ts";

const TRANSITION_SUMMARIES: Record<OfferTransition, string> = {
  publish: "Publish a complete draft: students see it",
  unpublish: "Take an offer back to draft",
  archive: "Archive an offer",
};

export const adminOffersRoutes: FastifyPluginAsyncZod<{ service: AdminOffersService }> = async (
  app,
  { service },
) => {
  const params = adminOfferParamsSchema;

  app.get(
    "/offers",
    {
      schema: {
        summary: "Every offer, newest first, by status and words, a page at a time",
        querystring: adminOffersQuerySchema,
        response: { 200: adminOffersPageSchema },
      },
    },
    (request) => service.list(request.query),
  );

  // The home page's Featured row. A static segment wins over /offers/:id whatever the order of
  // registration (find-my-way), and that route's params would refuse "featured" anyway.
  app.get(
    "/offers/featured",
    { schema: { summary: "The home page's Featured row", response: { 200: featuredOffersSchema } } },
    () => service.featured(),
  );

  app.put(
    "/offers/featured",
    {
      schema: {
        summary: "Set the Featured row, first offer first",
        body: featuredInputSchema,
        response: { 200: featuredOffersSchema },
      },
      config: { refusals: { 404: ["OFFER_NOT_FOUND"], 409: ["OFFER_NOT_LIVE"] } },
    },
    (request) => service.setFeatured(sessionOf(request).userId, request.body.offerIds),
  );

  app.get(
    "/offers/:id",
    {
      schema: {
        summary: "One offer in full, code and counts included",
        params,
        response: { 200: adminOfferSchema },
      },
      config: { refusals: { 404: ["OFFER_NOT_FOUND"] } },
    },
    (request) => service.get(request.params.id),
  );

  app.post(
    "/offers",
    {
      schema: { summary: "Make a draft offer", body: offerInputSchema, response: { 201: adminOfferSchema } },
    },
    async (request, reply) => {
      const id = await service.create(sessionOf(request).userId, request.body);
      return reply.code(201).send(await service.get(id));
    },
  );

  app.put(
    "/offers/:id",
    {
      schema: {
        summary: "Edit an offer",
        params,
        body: offerInputSchema,
        response: { 200: adminOfferSchema },
      },
      config: { refusals: { 400: ["INCOMPLETE"], 404: ["OFFER_NOT_FOUND"] } },
    },
    async (request) => {
      await service.update(sessionOf(request).userId, request.params.id, request.body);
      return service.get(request.params.id);
    },
  );

  for (const action of OFFER_TRANSITIONS) {
    app.post(
      `/offers/:id/${action}`,
      {
        schema: { summary: TRANSITION_SUMMARIES[action], params, response: { 200: adminOfferSchema } },
        config: { refusals: { 400: ["INCOMPLETE"], 404: ["OFFER_NOT_FOUND"], 409: ["BAD_TRANSITION"] } },
      },
      async (request) => {
        await service.transition(sessionOf(request).userId, request.params.id, action);
        return service.get(request.params.id);
      },
    );
  }

  app.post(
    "/offers/:id/codes",
    {
      schema: {
        summary: "Add a CSV file's codes to a discount offer's pool",
        params,
        response: { 200: codesUploadAnswerSchema },
      },
      config: {
        refusals: { 400: ["BAD_CODE", "NO_CODES"], 404: ["OFFER_NOT_FOUND"], 409: ["NOT_A_DISCOUNT"] },
        multipartForm: { file: "file", accept: ["text/csv", "text/plain"], maxBytes: CODES_FILE_MAX_BYTES },
      },
    },
    async (request) =>
      service.addCodes(sessionOf(request).userId, request.params.id, await receiveCodesFile(request)),
  );
};
