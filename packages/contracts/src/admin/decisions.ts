// What staff send when they turn something down: a reason, mailed to the person it concerns.
import * as z from "zod";
import { multiline } from "../text.ts";

export const REASON_MAX = 500;

export const rejectionSchema = z.object({
  reason: multiline({ error: "Please give a reason." })
    .trim()
    .min(1, "Please give a reason.")
    .max(REASON_MAX, `Please keep the reason under ${REASON_MAX} characters.`),
});
export type Rejection = z.infer<typeof rejectionSchema>;
export type RejectionInput = z.input<typeof rejectionSchema>;
