// Partnership requests in the staff console: the review list, one request in full, and the answer to
// an approval (the draft offer it made). Rejections use rejectionSchema from ./decisions.ts.
import * as z from "zod";
import { say } from "../i18n/messages.ts";
import { uuidId } from "../ids.ts";
import { line, answerText } from "../text.ts";
import { DISCOUNT_TYPES, OFFER_TYPES, REDEMPTION_CHANNELS } from "../catalogue.ts";
import { MERCHANT_CATEGORIES } from "../merchants.ts";
import { redemptionStepSchema } from "../offers.ts";

/** The request's texts that must be in English before its offer can be published (issue 32). */
export const PARTNERSHIP_ENGLISH_FIELDS = [
  "businessDescription",
  "redemptionGuide",
  "termsAndConditions",
] as const;
export type PartnershipEnglishField = (typeof PARTNERSHIP_ENGLISH_FIELDS)[number];

export const languageWarningSchema = z.object({
  field: z.enum(PARTNERSHIP_ENGLISH_FIELDS),
  /** `missing`: the merchant wrote it in Arabic only; `arabic`: the English field holds Arabic. */
  problem: z.enum(["missing", "arabic"]),
});
export type LanguageWarning = z.infer<typeof languageWarningSchema>;

export const PARTNERSHIP_STATUSES = ["submitted", "approved", "rejected"] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

export const PARTNERSHIP_PAGE_SIZE = 50;

/** Where a page ends: the last request's submission time (to the microsecond, UTC) and id. */
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isCursor(value: string): boolean {
  const second = CURSOR.exec(value)?.[1];
  if (second === undefined) return false;
  const time = new Date(`${second}Z`);
  return !Number.isNaN(time.getTime()) && time.toISOString().startsWith(second);
}

export const partnershipIdParamsSchema = z.object({ id: uuidId() });

export const partnershipListQuerySchema = z.object({
  status: z.enum(PARTNERSHIP_STATUSES).default("submitted"),
  /** `nextCursor` of the previous page. */
  cursor: line()
    .refine(isCursor, { error: () => say("partnerships.cursor") })
    .optional(),
});
export type PartnershipListQuery = z.input<typeof partnershipListQuerySchema>;

/** What the offer is, enough to say "20% off", "AED 50 off", "free shipping" or "a referral link". */
const offerTermsShape = {
  offerType: z.enum(OFFER_TYPES),
  discountType: z.enum(DISCOUNT_TYPES).nullable(),
  discountValue: z.number().nullable(),
};

export const partnershipSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(PARTNERSHIP_STATUSES),
  brandName: answerText(),
  brandCategory: z.enum(MERCHANT_CATEGORIES),
  ...offerTermsShape,
  contactName: answerText(),
  contactEmail: answerText(),
  submittedAt: answerText(),
  reviewedAt: answerText().nullable(),
  /** The draft offer an approval made. */
  offerId: z.number().int().nullable(),
});
export type PartnershipSummary = z.infer<typeof partnershipSummarySchema>;

export const partnershipPageSchema = z.object({
  requests: z.array(partnershipSummarySchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: answerText().nullable(),
});
export type PartnershipPage = z.infer<typeof partnershipPageSchema>;

export const partnershipDetailSchema = partnershipSummarySchema.extend({
  businessDescription: answerText(),
  generalInfo: answerText().nullable(),
  discountCode: answerText().nullable(),
  referralLink: answerText().nullable(),
  /** The last day the offer runs (YYYY-MM-DD, Dubai), or null when it does not expire. */
  expiresOn: answerText().nullable(),
  websiteUrl: answerText().nullable(),
  redemptionGuide: z.array(redemptionStepSchema),
  termsAndConditions: answerText(),
  /** Where students use the offer: online, in store (their card) or both; the draft offer gets it. */
  redemptionChannel: z.enum(REDEMPTION_CHANNELS),
  /** The offer's title, description and terms in Arabic, when the merchant gave them. */
  titleAr: answerText().nullable(),
  descriptionAr: answerText().nullable(),
  termsAndConditionsAr: answerText().nullable(),
  contactPhone: answerText().nullable(),
  logoUrl: answerText(),
  /** The cover the merchant sent (issue 20), at its widest; null when none. */
  coverUrl: answerText().nullable(),
  /** The staff member who decided, while their account exists. */
  reviewerEmail: answerText().nullable(),
  rejectionReason: answerText().nullable(),
  /** The English texts staff must write or fix before the offer can be published; empty when none. */
  languageWarnings: z.array(languageWarningSchema),
});
export type PartnershipDetail = z.infer<typeof partnershipDetailSchema>;

export const partnershipApprovalSchema = z.object({ offerId: z.number().int() });
export type PartnershipApproval = z.infer<typeof partnershipApprovalSchema>;
