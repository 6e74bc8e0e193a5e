// /api/admin/partnerships: the requests merchants sent from /for-merchants, for staff to approve (a
// draft offer is made from it) or reject (the contact is told why). Registered inside the staff guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageAnswerSchema } from "@studentperks/contracts/auth";
import { rejectionSchema } from "@studentperks/contracts/admin/decisions";
import {
  partnershipApprovalSchema,
  partnershipDetailSchema,
  partnershipIdParamsSchema as params,
  partnershipListQuerySchema,
  partnershipPageSchema,
} from "@studentperks/contracts/admin/partnerships";
import { createPartnershipsService, type PartnershipsServiceDeps } from "./service.ts";
import { sessionOf } from "#server/plugins/sessions.ts";

export const partnershipsRoutes: FastifyPluginAsyncZod<PartnershipsServiceDeps> = async (app, options) => {
  const partnerships = createPartnershipsService(options);

  app.get(
    "/partnerships",
    {
      schema: {
        summary: "Partnership requests by status, newest first, a page at a time",
        querystring: partnershipListQuerySchema,
        response: { 200: partnershipPageSchema },
      },
    },
    (request) => partnerships.list(request.query),
  );

  app.get(
    "/partnerships/:id",
    {
      schema: {
        summary: "One partnership request in full",
        params,
        response: { 200: partnershipDetailSchema },
      },
    },
    (request) => partnerships.get(request.params.id),
  );

  app.post(
    "/partnerships/:id/approve",
    {
      schema: {
        summary: "Approve a request: a draft offer is made from it",
        params,
        response: { 201: partnershipApprovalSchema },
      },
      config: { refusals: { 409: ["ALREADY_DECIDED"] } },
    },
    async (request, reply) => {
      const approval = await partnerships.approve(request.params.id, sessionOf(request).userId);
      return reply.code(201).send(approval);
    },
  );

  app.post(
    "/partnerships/:id/reject",
    {
      schema: {
        summary: "Reject a request: its contact is told why",
        params,
        body: rejectionSchema,
        response: { 200: messageAnswerSchema },
      },
      config: { refusals: { 409: ["ALREADY_DECIDED"] } },
    },
    async (request) => {
      await partnerships.reject(request.params.id, sessionOf(request).userId, request.body.reason);
      return { message: "Partnership request rejected" };
    },
  );
};
