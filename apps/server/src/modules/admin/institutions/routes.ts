// /api/admin/institutions: the list of institutions and their domains, and changes to it.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import type { InstitutionService } from "./service.ts";
import { sessionOf } from "#server/plugins/sessions.ts";

export const adminInstitutionRoutes: FastifyPluginAsyncZod<{ institutions: InstitutionService }> = async (
  app,
  { institutions },
) => {
  route(app, "GET /api/admin/institutions", {}, () => institutions.list());

  route(
    app,
    "POST /api/admin/institutions",
    {
      config: { refusals: { 409: ["DOMAIN_TWICE", "DOMAIN_TAKEN", "NAME_TAKEN"] } },
    },
    async (request, reply) =>
      reply.code(201).send(await institutions.create(sessionOf(request).userId, request.body)),
  );

  route(
    app,
    "PATCH /api/admin/institutions/:id",
    {
      config: { refusals: { 409: ["DOMAIN_TWICE", "DOMAIN_TAKEN", "NAME_TAKEN"] } },
    },
    (request) => institutions.update(sessionOf(request).userId, request.params.id, request.body),
  );
};
