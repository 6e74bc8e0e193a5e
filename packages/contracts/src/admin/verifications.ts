// The verification queue: uploaded documents and unrecognised student e-mail domains waiting for
// staff, oldest first, and the decisions staff make on them.
import * as z from "zod";
import { integerId, uuidId } from "../ids.ts";
import { rejectionSchema } from "./decisions.ts";
import { answerText } from "../text.ts";
import { DOCUMENT_TYPES } from "../verification.ts";
import { SHOWN_VERIFICATION_STATUSES } from "../verification-status.ts";
import { domainOutcomeShape, domainSchema, newInstitutionSchema } from "./institutions.ts";

/** Each section of the queue shows at most this many, oldest first, with the total waiting. */
export const QUEUE_LIMIT = 200;

export const pendingDocumentSchema = z.object({
  id: answerText(),
  userId: answerText(),
  studentName: answerText(),
  accountEmail: answerText(),
  institution: answerText(),
  documentType: z.enum(DOCUMENT_TYPES),
  originalName: answerText().nullable(),
  contentType: answerText(),
  sizeBytes: z.number().int(),
  submittedAt: answerText(),
  /** The student's verification now: "active" when they verified another way meanwhile. */
  studentStatus: z.enum(SHOWN_VERIFICATION_STATUSES).nullable(),
});
export type PendingDocument = z.infer<typeof pendingDocumentSchema>;

export const domainRequestSchema = z.object({
  userId: answerText(),
  studentName: answerText(),
  accountEmail: answerText(),
  studentEmail: answerText(),
  domain: answerText(),
  submittedAt: answerText(),
  /** Requests waiting on the same domain, this one included. */
  waitingOnDomain: z.number().int(),
});
export type DomainRequest = z.infer<typeof domainRequestSchema>;

/** A card photo waiting for staff (issue 35): who sent it, and what they proved their status with. */
export const pendingCardPhotoSchema = z.object({
  userId: answerText(),
  /** Names this upload: a decision on it is refused once the student has sent another. */
  photoId: answerText(),
  studentName: answerText(),
  accountEmail: answerText(),
  institution: answerText().nullable(),
  submittedAt: answerText(),
  studentStatus: z.enum(SHOWN_VERIFICATION_STATUSES).nullable(),
  /** The document staff approved to verify them, to compare the face with; null when they verified by e-mail. */
  document: z
    .object({ id: answerText(), documentType: z.enum(DOCUMENT_TYPES), contentType: answerText() })
    .nullable(),
});
export type PendingCardPhoto = z.infer<typeof pendingCardPhotoSchema>;

export const verificationQueueSchema = z.object({
  documents: z.object({ items: z.array(pendingDocumentSchema), total: z.number().int() }),
  domainRequests: z.object({ items: z.array(domainRequestSchema), total: z.number().int() }),
  cardPhotos: z.object({ items: z.array(pendingCardPhotoSchema), total: z.number().int() }),
});
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;

export const documentIdParamsSchema = z.object({ id: uuidId() });
export const userIdParamsSchema = z.object({ userId: uuidId() });

/** POST …/card-photos/:userId/approve: the photo staff looked at. */
export const cardPhotoDecisionSchema = z.object({ photoId: uuidId() });
export type CardPhotoDecision = z.infer<typeof cardPhotoDecisionSchema>;
/** POST …/card-photos/:userId/reject: and why, shown to the student on their card. */
export const cardPhotoRejectionSchema = cardPhotoDecisionSchema.extend(rejectionSchema.shape);
export type CardPhotoRejection = z.infer<typeof cardPhotoRejectionSchema>;
export type CardPhotoRejectionInput = z.input<typeof cardPhotoRejectionSchema>;

/** POST /api/admin/verifications/domains: the domain joins an existing or a new institution. */
export const addDomainSchema = z.union([
  z.object({ domain: domainSchema, institutionId: integerId() }),
  z.object({ domain: domainSchema, institution: newInstitutionSchema }),
]);
export type AddDomainInput = z.input<typeof addDomainSchema>;
export type AddDomain = z.output<typeof addDomainSchema>;

export const addDomainAnswerSchema = z.object({
  institution: z.object({ id: z.number().int(), name: answerText() }),
  domain: answerText(),
  ...domainOutcomeShape,
});
export type AddDomainAnswer = z.infer<typeof addDomainAnswerSchema>;

export const decisionAnswerSchema = z.object({ message: answerText() });
