// /api/admin/partnerships: the requests merchants sent from /for-merchants, for staff to approve (a
// draft offer is made from it) or reject (the contact is told why). Registered inside the staff guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import type { PartnershipsService } from "./service.ts";
import { sessionOf } from "#server/plugins/sessions.ts";

export const partnershipsRoutes: FastifyPluginAsyncZod<{ partnerships: PartnershipsService }> = async (
  app,
  { partnerships },
) => {
  route(app, "GET /api/admin/partnerships", {}, (request) => partnerships.list(request.query));

  route(app, "GET /api/admin/partnerships/:id", {}, (request) => partnerships.get(request.params.id));

  route(
    app,
    "POST /api/admin/partnerships/:id/approve",
    {
      config: { refusals: { 409: ["ALREADY_DECIDED"] } },
    },
    async (request, reply) => {
      const approval = await partnerships.approve(request.params.id, sessionOf(request).userId);
      return reply.code(201).send(approval);
    },
  );

  route(
    app,
    "POST /api/admin/partnerships/:id/reject",
    {
      config: { refusals: { 409: ["ALREADY_DECIDED"] } },
    },
    async (request) => {
      await partnerships.reject(request.params.id, sessionOf(request).userId, request.body.reason);
      return { message: "Partnership request rejected" };
    },
  );
};
