// /api/admin/institutions: the list of institutions and their domains, and changes to it.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createInstitutionSchema,
  institutionChangeSchema,
  institutionIdParamsSchema,
  institutionListSchema,
  updateInstitutionSchema,
} from "@studentperks/contracts/admin/institutions";
import type { InstitutionService } from "./service.ts";
import { sessionOf } from "#server/plugins/sessions.ts";

export const adminInstitutionRoutes: FastifyPluginAsyncZod<{ institutions: InstitutionService }> = async (
  app,
  { institutions },
) => {
  app.get(
    "/institutions",
    {
      schema: {
        summary: "Every institution with its e-mail domains and verified students",
        response: { 200: institutionListSchema },
      },
    },
    () => institutions.list(),
  );

  app.post(
    "/institutions",
    {
      schema: {
        summary: "Add an institution and its e-mail domains",
        body: createInstitutionSchema,
        response: { 201: institutionChangeSchema },
      },
      config: { refusals: { 409: ["DOMAIN_TWICE", "DOMAIN_TAKEN", "NAME_TAKEN"] } },
    },
    async (request, reply) =>
      reply.code(201).send(await institutions.create(sessionOf(request).userId, request.body)),
  );

  app.patch(
    "/institutions/:id",
    {
      schema: {
        summary: "Rename an institution, or add or remove its e-mail domains",
        params: institutionIdParamsSchema,
        body: updateInstitutionSchema,
        response: { 200: institutionChangeSchema },
      },
      config: { refusals: { 409: ["DOMAIN_TWICE", "DOMAIN_TAKEN", "NAME_TAKEN"] } },
    },
    (request) => institutions.update(sessionOf(request).userId, request.params.id, request.body),
  );
};
