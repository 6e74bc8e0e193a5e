// Brands' proposals from the partner portal (issue 37), as staff review them: a new offer, or a change
// to a live one shown beside the offer as it is. Approving puts it live; returning sends the reason.
import * as z from "zod";
import { integerIdText } from "../ids.ts";
import { answerText } from "../text.ts";

export const offerChangeListQuerySchema = z.object({
  status: z.enum(["submitted", "approved", "returned", "withdrawn"]).default("submitted"),
});

export const offerChangeSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(["submitted", "approved", "returned", "withdrawn"]),
  brandName: answerText(),
  brandSlug: answerText(),
  /** A new offer, or a change to one. */
  kind: z.enum(["new", "change"]),
  /** The offer it changes, or (once approved) the new offer it made; null for a new offer not yet approved. */
  offerId: z.number().int().nullable(),
  title: answerText(),
  submittedBy: answerText(),
  submittedAt: answerText(),
});
export type OfferChangeSummary = z.infer<typeof offerChangeSummarySchema>;

export const offerChangeListSchema = z.object({ changes: z.array(offerChangeSummarySchema) });
export type OfferChangeList = z.infer<typeof offerChangeListSchema>;

export const offerChangeParamsSchema = z.object({ id: integerIdText() });

/**
 * One proposal in full: the offer's fields before (null for a new offer; for an approved change, as
 * they were when it was approved) and after, and which differ.
 */
export const offerChangeDetailSchema = offerChangeSummarySchema.extend({
  before: z.record(answerText(), z.unknown()).nullable(),
  after: z.record(answerText(), z.unknown()),
  changed: z.array(answerText()),
  reason: answerText().nullable(),
});
export type OfferChangeDetail = z.infer<typeof offerChangeDetailSchema>;

export const offerChangeApprovalSchema = z.object({ offerId: z.number().int() });
