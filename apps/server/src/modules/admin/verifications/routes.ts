// /api/admin/verifications/*: the queue, the stored documents, and the decisions on them.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { DOCUMENT_MIME_TYPES } from "@studentperks/contracts/verification";
import type { CardPhotoReviews } from "./card-photos.ts";
import type { DocumentFiles } from "./document-file.ts";
import type { AdminVerificationService } from "./service.ts";
import { sessionOf } from "#server/plugins/sessions.ts";

export interface AdminVerificationRoutesOptions {
  reviews: AdminVerificationService;
  documents: DocumentFiles;
  cardPhotos: CardPhotoReviews;
}

export const adminVerificationRoutes: FastifyPluginAsyncZod<AdminVerificationRoutesOptions> = async (
  app,
  { reviews, documents, cardPhotos },
) => {
  route(app, "GET /api/admin/verifications", {}, async (_, reply) =>
    reply.header("cache-control", "no-store").send(await reviews.queue()),
  );

  route(
    app,
    "GET /api/admin/verifications/documents/:id/file",
    {
      config: {
        refusals: { 404: ["FILE_MISSING"], 410: ["FILE_REMOVED"] },
        fileAnswer: { types: DOCUMENT_MIME_TYPES, description: "The document's file, in its own type." },
      },
    },
    async (request, reply) => {
      const { file, headers } = await documents.open(request.params.id);
      return reply.headers(headers).send(file.body);
    },
  );

  route(
    app,
    "POST /api/admin/verifications/documents/:id/approve",
    {
      config: { refusals: { 409: ["ALREADY_DECIDED"] } },
    },
    (request) => reviews.approveDocument(sessionOf(request).userId, request.params.id),
  );

  route(
    app,
    "POST /api/admin/verifications/documents/:id/reject",
    {
      config: { refusals: { 409: ["ALREADY_DECIDED"] } },
    },
    (request) => reviews.rejectDocument(sessionOf(request).userId, request.params.id, request.body),
  );

  route(
    app,
    "GET /api/admin/verifications/card-photos/:userId/file",
    {
      config: {
        refusals: { 404: ["FILE_MISSING"] },
        fileAnswer: { types: ["image/webp"], description: "The card photo as kept: a WebP portrait." },
      },
    },
    async (request, reply) => {
      const { file, headers } = await cardPhotos.open(request.params.userId);
      return reply.headers(headers).send(file.body);
    },
  );

  route(
    app,
    "POST /api/admin/verifications/card-photos/:userId/approve",
    { config: { refusals: { 409: ["ALREADY_DECIDED"] } } },
    (request) => cardPhotos.approve(sessionOf(request).userId, request.params.userId, request.body),
  );

  route(
    app,
    "POST /api/admin/verifications/card-photos/:userId/reject",
    { config: { refusals: { 409: ["ALREADY_DECIDED"] } } },
    (request) => cardPhotos.reject(sessionOf(request).userId, request.params.userId, request.body),
  );

  route(
    app,
    "POST /api/admin/verifications/domain-requests/:userId/reject",
    {
      config: { refusals: { 409: ["ALREADY_DECIDED"] } },
    },
    (request) =>
      reviews.rejectDomainRequest(sessionOf(request).userId, request.params.userId, request.body.reason),
  );

  route(
    app,
    "POST /api/admin/verifications/domains",
    {
      config: { refusals: { 404: ["NOT_FOUND"], 409: ["DOMAIN_TWICE", "DOMAIN_TAKEN", "NAME_TAKEN"] } },
    },
    (request) => reviews.addDomain(sessionOf(request).userId, request.body),
  );
};
