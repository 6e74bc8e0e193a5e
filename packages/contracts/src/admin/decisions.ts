// What staff send when they turn something down: a reason, mailed to the person it concerns.
import * as z from "zod";
import { say } from "../i18n/messages.ts";
import { multiline } from "../text.ts";

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
