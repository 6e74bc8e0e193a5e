// The staff audit log: every decision, who made it and the record before and after.
import * as z from "zod";
import { bigintIdText } from "../ids.ts";
import { line, answerText } from "../text.ts";

/** Every action the server writes to the audit log; the console has a label for each. */
export const AUDIT_ACTIONS = [
  "verification.document_approve",
  "verification.document_reject",
  "verification.domain_code_sent",
  "verification.domain_reject",
  "card_photo.approve",
  "card_photo.reject",
  "institution.create",
  "institution.update",
  "offer.create",
  "offer.edit",
  "offer.publish",
  "offer.unpublish",
  "offer.archive",
  "offer.featured",
  "offer.codes",
  "offer.code_bad",
  "partnership.approve",
  "partnership.reject",
  "brand.slug",
  "brand.update",
  // The partner portal (issue 37): members' actions and staff's decisions on their proposals.
  "partner.invite",
  "partner.invite_resend",
  "partner.invite_revoke",
  "partner.join",
  "partner.member_remove",
  "offer.propose",
  "offer.pause",
  "offer.resume",
  "offer_change.approve",
  "offer_change.return",
  // A person's own account (issue 38).
  "account.export",
  "account.delete",
  "consent.withdraw",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Every kind of record an audit entry names. */
export const AUDIT_ENTITY_TYPES = [
  "student",
  "verification_document",
  "card_photo",
  "partnership_request",
  "offer",
  "institution",
  "featured_offers",
  "brand",
  "offer_change",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: answerText(),
  action: answerText(),
  entityType: answerText(),
  entityId: answerText(),
  /** What the record is called now (a student's name, an offer's title); null once it is gone. */
  entityName: answerText().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: answerText(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  entityType: line().max(40).optional(),
  entityId: line().max(100).optional(),
  /** Entries older than this id (the next page). */
  before: bigintIdText().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
