// /api/admin/verifications/*: the queue, the stored documents, and the decisions on them.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentRejectionSchema, rejectionSchema } from "@studentperks/contracts/admin/decisions";
import { DOCUMENT_MIME_TYPES } from "@studentperks/contracts/verification";
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

  app.get(
    "/verifications",
    {
      schema: {
        summary: "The queue: documents and unlisted e-mail domains waiting, oldest first",
        response: { 200: verificationQueueSchema },
      },
    },
    async (_, reply) => reply.header("cache-control", "no-store").send(await reviews.queue()),
  );

  app.get(
    "/verifications/documents/:id/file",
    {
      schema: { summary: "A student's uploaded document, as it was sent", params: documentIdParamsSchema },
      config: {
        refusals: { 404: ["FILE_MISSING"] },
        fileAnswer: { types: DOCUMENT_MIME_TYPES, description: "The document's file, in its own type." },
      },
    },
    async (request, reply) => {
      const { file, headers } = await openDocumentFile(db, documents, request.params.id);
      return reply.headers(headers).send(file.body);
    },
  );

  app.post(
    "/verifications/documents/:id/approve",
    {
      schema: {
        summary: "Approve a document: the student is verified",
        params: documentIdParamsSchema,
        ...decided,
      },
      config: { refusals: { 409: ["ALREADY_DECIDED"] } },
    },
    (request) => reviews.approveDocument(sessionOf(request).userId, request.params.id),
  );

  app.post(
    "/verifications/documents/:id/reject",
    {
      schema: {
        summary: "Reject a document: the student is told why, a listed reason in their language",
        params: documentIdParamsSchema,
        body: documentRejectionSchema,
        ...decided,
      },
      config: { refusals: { 409: ["ALREADY_DECIDED"] } },
    },
    (request) => reviews.rejectDocument(sessionOf(request).userId, request.params.id, request.body),
  );

  app.post(
    "/verifications/domain-requests/:userId/reject",
    {
      schema: {
        summary: "Refuse a student e-mail whose domain is not a listed institution's",
        params: userIdParamsSchema,
        body: rejectionSchema,
        ...decided,
      },
      config: { refusals: { 409: ["ALREADY_DECIDED"] } },
    },
    (request) =>
      reviews.rejectDomainRequest(sessionOf(request).userId, request.params.userId, request.body.reason),
  );

  app.post(
    "/verifications/domains",
    {
      schema: {
        summary: "List an e-mail domain under an institution: students waiting on it get a code",
        body: addDomainSchema,
        response: { 200: addDomainAnswerSchema },
      },
      config: { refusals: { 404: ["NOT_FOUND"], 409: ["DOMAIN_TWICE", "DOMAIN_TAKEN", "NAME_TAKEN"] } },
    },
    (request) => reviews.addDomain(sessionOf(request).userId, request.body),
  );
};
