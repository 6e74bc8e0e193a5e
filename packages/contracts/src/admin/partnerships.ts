// Partnership requests in the staff console: the review list, one request in full, and the answer to
// an approval (the draft offer it made). Rejections use rejectionSchema from ./decisions.ts.
import * as z from "zod";
import { DISCOUNT_TYPES, OFFER_TYPES } from "../catalogue.ts";
import { MERCHANT_CATEGORIES } from "../merchants.ts";
import { redemptionStepSchema } from "../offers.ts";

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

export const partnershipListQuerySchema = z.object({
  status: z.enum(PARTNERSHIP_STATUSES).default("submitted"),
  /** `nextCursor` of the previous page. */
  cursor: z.string().refine(isCursor, "Invalid cursor").optional(),
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
  brandName: z.string(),
  brandCategory: z.enum(MERCHANT_CATEGORIES),
  ...offerTermsShape,
  contactName: z.string(),
  contactEmail: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The draft offer an approval made. */
  offerId: z.number().int().nullable(),
});
export type PartnershipSummary = z.infer<typeof partnershipSummarySchema>;

export const partnershipPageSchema = z.object({
  requests: z.array(partnershipSummarySchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type PartnershipPage = z.infer<typeof partnershipPageSchema>;

export const partnershipDetailSchema = partnershipSummarySchema.extend({
  businessDescription: z.string(),
  generalInfo: z.string().nullable(),
  discountCode: z.string().nullable(),
  referralLink: z.string().nullable(),
  /** The last day the offer runs (YYYY-MM-DD, Dubai), or null when it does not expire. */
  expiresOn: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  redemptionGuide: z.array(redemptionStepSchema),
  termsAndConditions: z.string(),
  contactPhone: z.string().nullable(),
  logoUrl: z.string(),
  /** The staff member who decided, while their account exists. */
  reviewerEmail: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type PartnershipDetail = z.infer<typeof partnershipDetailSchema>;

export const partnershipApprovalSchema = z.object({ offerId: z.number().int() });
export type PartnershipApproval = z.infer<typeof partnershipApprovalSchema>;
