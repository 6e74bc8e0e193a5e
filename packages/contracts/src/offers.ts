// Offer shapes shared by the API and the web app (spec 000 §3, §9).
// Constants live in catalogue.ts, which imports no zod, so the home page bundle stays lean.
import * as z from "zod";
import { answerText } from "./text.ts";
import {
  BUSINESS_CATEGORIES,
  DISCOUNT_TYPES,
  OFFER_TYPES,
  REDEMPTION_CHANNELS,
  USAGE_LIMITS,
} from "./catalogue.ts";

export const redemptionStepSchema = z.object({
  step: z.number().int().positive(),
  instruction: answerText().min(1),
});
export type RedemptionStep = z.infer<typeof redemptionStepSchema>;

/** One offer as the public list shows it: never `code` nor `referralLink` (those go to verified students only). */
export const publicOfferSchema = z.object({
  id: z.number().int().positive(),
  title: answerText(),
  description: answerText(),
  businessDescription: answerText().nullable(),
  brandName: answerText(),
  /** Its brand's page is /brands/<brandSlug> (brands.ts). */
  brandSlug: answerText(),
  businessName: answerText(),
  businessCategory: z.enum(BUSINESS_CATEGORIES),
  logoUrl: answerText().nullable(),
  /**
   * The offer's cover picture (issue 20) at its widest, …-1200.webp; its other widths are named
   * after it (covers.ts). Null when it has none (the web draws one from the brand's colour).
   */
  coverUrl: answerText().nullable(),
  /** Its brand's own colour (#rrggbb, issue 37) for a drawn cover; null = drawn from its name. */
  brandColour: answerText().nullable(),
  websiteUrl: answerText().nullable(),
  offerType: z.enum(OFFER_TYPES),
  discountType: z.enum(DISCOUNT_TYPES).nullable(),
  discountValue: z.number().nullable(),
  /** Where a student uses it (issue 35): online (the code or link), in store (the card) or both. */
  redemptionChannel: z.enum(REDEMPTION_CHANNELS),
  /** How often one student may use it (issue 36). */
  usageLimit: z.enum(USAGE_LIMITS),
  /** No code left to give (its pool ran out): "Temporarily unavailable" until codes are added. */
  outOfCodes: z.boolean(),
  expiresAt: answerText().nullable(),
  /** Either an array, or (for offers submitted by older clients) the same array as a JSON string. */
  discountRedemptionGuide: z.union([z.array(redemptionStepSchema), answerText()]).nullable(),
  generalInfo: answerText().nullable(),
  termsAndConditions: answerText().nullable(),
  // Arabic beside the English (issue 18): each is the Arabic of the field it is named after, or null
  // when the offer has none (the English is shown instead). The Arabic guide is always an array.
  titleAr: answerText().nullable(),
  descriptionAr: answerText().nullable(),
  discountRedemptionGuideAr: z.array(redemptionStepSchema).nullable(),
  termsAndConditionsAr: answerText().nullable(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

export const offerListSchema = z.array(publicOfferSchema);

/**
 * GET /api/offers/rankings: ids of live offers (published, not expired). `featured` is staff's picks in
 * staff's order (at most 12; current on every request); `trending` and `popular` are the most students
 * first, counting the last 7 days (at most 12) and the last 30; an offer nobody took is in neither.
 */
export const offerRankingsSchema = z.object({
  featured: z.array(z.number().int().positive()),
  trending: z.array(z.number().int().positive()),
  popular: z.array(z.number().int().positive()),
});
export type OfferRankings = z.infer<typeof offerRankingsSchema>;
