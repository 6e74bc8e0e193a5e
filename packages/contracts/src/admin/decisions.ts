// What staff send when they turn something down: a reason, mailed to the person it concerns.
import * as z from "zod";
import { say } from "../i18n/messages.ts";
import { multiline } from "../text.ts";
import { DOCUMENT_REJECTION_CODES } from "../verification-status.ts";

export const REASON_MAX = 500;

const giveReason = () => say("decision.reason");

export const rejectionSchema = z.object({
  reason: multiline({ error: giveReason })
    .trim()
    .min(1, { error: giveReason })
    .max(REASON_MAX, { error: () => say("decision.reasonTooLong", { max: REASON_MAX }) }),
});
export type Rejection = z.infer<typeof rejectionSchema>;
export type RejectionInput = z.input<typeof rejectionSchema>;

/**
 * POST .../documents/:id/reject. Without a code the reason is "other" (clients that send only
 * `{reason}` keep working). The text is needed with "other" and not used with a listed code: the
 * student reads a listed reason in their own language.
 */
export const documentRejectionSchema = z
  .object({
    reasonCode: z.enum(DOCUMENT_REJECTION_CODES).default("other"),
    reason: multiline({ error: giveReason })
      .trim()
      .max(REASON_MAX, { error: () => say("decision.reasonTooLong", { max: REASON_MAX }) })
      .optional(),
  })
  .superRefine(({ reasonCode, reason }, context) => {
    if (reasonCode === "other" && !reason) {
      context.addIssue({ code: "custom", path: ["reason"], message: giveReason() });
    }
  })
  .transform(({ reasonCode, reason }) => ({
    reasonCode,
    reason: reasonCode === "other" ? reason! : null,
  }));
export type DocumentRejection = z.output<typeof documentRejectionSchema>;
export type DocumentRejectionInput = z.input<typeof documentRejectionSchema>;
