// Codes students reported (issue 36), as the staff console reads them for one offer, and marking a
// code bad so it never goes out again. What staff see of a report names no student (least privilege):
// the code, the reason, and what has been done about it.
import * as z from "zod";
import { lazyMessages } from "../i18n/messages.ts";
import { CODE_REPORT_REASONS } from "../redemption.ts";
import { answerText, line } from "../text.ts";

export const CODE_REPORTS_PAGE_SIZE = 50;
/** A code as given to a student: a pool's codes are kept up to 100 characters. */
export const GIVEN_CODE_MAX = 100;

export const badCodeMessages = lazyMessages({
  code: ["badCode.code", { max: GIVEN_CODE_MAX }],
  notGiven: "badCode.notGiven",
});

export const codeReportsQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(100_000).default(1),
});
export type CodeReportsQuery = z.input<typeof codeReportsQuerySchema>;

export const adminCodeReportSchema = z.object({
  id: z.number().int(),
  code: answerText(),
  reason: z.enum(CODE_REPORT_REASONS),
  /** What the student wrote, with "other" only. */
  details: answerText().nullable(),
  createdAt: answerText(),
  /** The student was given a replacement code for this one. */
  replaced: z.boolean(),
  /** Staff marked the code bad: it is never handed out again for this offer. */
  markedBad: z.boolean(),
});
export type AdminCodeReport = z.infer<typeof adminCodeReportSchema>;

/** GET /api/admin/offers/:id/reports: newest first, a page at a time, with the offer's total. */
export const codeReportsPageSchema = z.object({
  reports: z.array(adminCodeReportSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CodeReportsPage = z.infer<typeof codeReportsPageSchema>;

/** POST /api/admin/offers/:id/bad-codes: a code this offer gave to a student. */
export const badCodeInputSchema = z.object({
  code: line({ error: () => badCodeMessages.code })
    .trim()
    .min(1, { error: () => badCodeMessages.code })
    .max(GIVEN_CODE_MAX, { error: () => badCodeMessages.code }),
});
export type BadCodeInput = z.input<typeof badCodeInputSchema>;

/** The code is bad now; `outOfCodes`: the offer has no code left to give (it was its only one). */
export const badCodeAnswerSchema = z.object({ code: answerText(), outOfCodes: z.boolean() });
export type BadCodeAnswer = z.infer<typeof badCodeAnswerSchema>;
