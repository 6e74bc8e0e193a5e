// /api/admin/verifications/*: the queue, the stored documents, and the decisions on them.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rejectionSchema } from "@studentperks/contracts/admin/decisions";
import {
  addDomainAnswerSchema,
  addDomainSchema,
  decisionAnswerSchema,
  documentIdParamsSchema,
  userIdParamsSchema,
  verificationQueueSchema,
} from "@studentperks/contracts/admin/verifications";
import type { FileStorage } from "#server/services/storage/index.ts";
import type { Db } from "#server/db/client.ts";
import { openDocumentFile } from "./document-file.ts";
import type { AdminVerificationService } from "./service.ts";
import { sessionOf } from "#server/plugins/sessions.ts";

export interface AdminVerificationRoutesOptions {
  db: Db;
  reviews: AdminVerificationService;
  documents: FileStorage;
}

export const adminVerificationRoutes: FastifyPluginAsyncZod<AdminVerificationRoutesOptions> = async (
  app,
  { db, reviews, documents },
) => {
  const decided = { response: { 200: decisionAnswerSchema } };

  app.get("/verifications", { schema: { response: { 200: verificationQueueSchema } } }, async (_, reply) =>
    reply.header("cache-control", "no-store").send(await reviews.queue()),
  );

  app.get(
    "/verifications/documents/:id/file",
    { schema: { params: documentIdParamsSchema } },
    async (request, reply) => {
      const { file, headers } = await openDocumentFile(db, documents, request.params.id);
      return reply.headers(headers).send(file.body);
    },
  );

  app.post(
    "/verifications/documents/:id/approve",
    { schema: { params: documentIdParamsSchema, ...decided } },
    (request) => reviews.approveDocument(sessionOf(request).userId, request.params.id),
  );

  app.post(
    "/verifications/documents/:id/reject",
    { schema: { params: documentIdParamsSchema, body: rejectionSchema, ...decided } },
    (request) => reviews.rejectDocument(sessionOf(request).userId, request.params.id, request.body.reason),
  );

  app.post(
    "/verifications/domain-requests/:userId/reject",
    { schema: { params: userIdParamsSchema, body: rejectionSchema, ...decided } },
    (request) =>
      reviews.rejectDomainRequest(sessionOf(request).userId, request.params.userId, request.body.reason),
  );

  app.post(
    "/verifications/domains",
    { schema: { body: addDomainSchema, response: { 200: addDomainAnswerSchema } } },
    (request) => reviews.addDomain(sessionOf(request).userId, request.body),
  );
};
