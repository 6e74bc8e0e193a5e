// The staff console's verification queue and its institutions (all under /api/admin: staff only).
import { documentRejectionSchema, rejectionSchema } from "../admin/decisions.ts";
import {
  createInstitutionSchema,
  institutionChangeSchema,
  institutionIdParamsSchema,
  institutionListSchema,
  updateInstitutionSchema,
} from "../admin/institutions.ts";
import {
  addDomainAnswerSchema,
  addDomainSchema,
  cardPhotoDecisionSchema,
  cardPhotoRejectionSchema,
  decisionAnswerSchema,
  documentIdParamsSchema,
  userIdParamsSchema,
  verificationQueueSchema,
} from "../admin/verifications.ts";
import type { RouteTable } from "./declaration.ts";

export const adminVerificationsRoutes = {
  "GET /api/admin/verifications": {
    summary: "The queue: documents and unlisted e-mail domains waiting, oldest first",
    responses: { 200: verificationQueueSchema },
  },
  // The document's own file (config.fileAnswer), opened by a link rather than read as JSON.
  "GET /api/admin/verifications/documents/:id/file": {
    summary: "A student's uploaded document, as it was sent",
    params: documentIdParamsSchema,
    responses: {},
  },
  "POST /api/admin/verifications/documents/:id/approve": {
    summary: "Approve a document: the student is verified",
    params: documentIdParamsSchema,
    responses: { 200: decisionAnswerSchema },
  },
  "POST /api/admin/verifications/documents/:id/reject": {
    summary: "Reject a document: the student is told why, a listed reason in their language",
    params: documentIdParamsSchema,
    body: documentRejectionSchema,
    responses: { 200: decisionAnswerSchema },
  },
  // The photo's own file (config.fileAnswer), shown in the console's viewer.
  "GET /api/admin/verifications/card-photos/:userId/file": {
    summary: "A student's card photo as kept (re-encoded), waiting or decided",
    params: userIdParamsSchema,
    responses: {},
  },
  "POST /api/admin/verifications/card-photos/:userId/approve": {
    summary: "Approve a card photo: the card and the cashier's check page show it",
    params: userIdParamsSchema,
    body: cardPhotoDecisionSchema,
    responses: { 200: decisionAnswerSchema },
  },
  "POST /api/admin/verifications/card-photos/:userId/reject": {
    summary: "Reject a card photo: the student reads the reason on their card",
    params: userIdParamsSchema,
    body: cardPhotoRejectionSchema,
    responses: { 200: decisionAnswerSchema },
  },
  "POST /api/admin/verifications/domain-requests/:userId/reject": {
    summary: "Refuse a student e-mail whose domain is not a listed institution's",
    params: userIdParamsSchema,
    body: rejectionSchema,
    responses: { 200: decisionAnswerSchema },
  },
  "POST /api/admin/verifications/domains": {
    summary: "List an e-mail domain under an institution: students waiting on it get a code",
    body: addDomainSchema,
    responses: { 200: addDomainAnswerSchema },
  },
  "GET /api/admin/institutions": {
    summary: "Every institution with its e-mail domains and verified students",
    responses: { 200: institutionListSchema },
  },
  "POST /api/admin/institutions": {
    summary: "Add an institution and its e-mail domains",
    body: createInstitutionSchema,
    responses: { 201: institutionChangeSchema },
  },
  "PATCH /api/admin/institutions/:id": {
    summary: "Rename an institution, or add or remove its e-mail domains",
    params: institutionIdParamsSchema,
    body: updateInstitutionSchema,
    responses: { 200: institutionChangeSchema },
  },
} satisfies RouteTable;
