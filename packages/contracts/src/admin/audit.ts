// The staff audit log: every decision, who made it and the record before and after.
import * as z from "zod";
import { bigintIdText } from "../ids.ts";
import { line, answerText } from "../text.ts";

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
