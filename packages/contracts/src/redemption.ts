// Redemption, tracking and favourites (spec 000 §4, §7, §8, §9). Codes and referral links reach only
// verified students, one offer at a time, through these calls.
import * as z from "zod";
import { lazyMessages } from "./i18n/messages.ts";
import { integerIdText } from "./ids.ts";
import { answerText, isStorableJson, line, multiline, textMessages } from "./text.ts";

/** Spec 000 §4: a generated code is the brand name, lowercased alphanumerics, this suffix, then 10-99. */
export const GENERATED_CODE_SUFFIX = "sp";

/** Why a student reports a code (issue 36): refused at the till or checkout, already used, expired, other. */
export const CODE_REPORT_REASONS = ["refused", "already_used", "expired", "other"] as const;
export type CodeReportReason = (typeof CODE_REPORT_REASONS)[number];
export const CODE_REPORT_DETAILS_MAX = 500;

/** Events the page sends to POST /api/analytics (spec 000 §3). */
export const ANALYTICS_EVENT_TYPES = ["offer_click", "link_copy"] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];
export const ANALYTICS_METADATA_MAX_BYTES = 1024;

export const redemptionMessages = lazyMessages({
  noCodesLeft: "redemption.noCodesLeft",
  notVerified: "redemption.notVerified",
  verificationExpired: "redemption.verificationExpired",
  limitReached: "redemption.limitReached",
  limitReachedForGood: "redemption.limitReachedForGood",
  offerEnded: "redemption.offerEnded",
  inStoreOnly: "redemption.inStoreOnly",
  alreadyReported: "redemption.alreadyReported",
  codeNotFound: "redemption.codeNotFound",
  reportReason: "redemption.reportReason",
  offerNotFound: "redemption.offerNotFound",
  notADiscount: "redemption.notADiscount",
  notAReferral: "redemption.notAReferral",
  metadata: "redemption.metadata",
  eventType: "redemption.eventType",
});

export const offerIdParamsSchema = z.object({ id: integerIdText() });
export const favoriteParamsSchema = z.object({ offerId: integerIdText() });

/** POST /api/offers/{id}/copy and /referral-click: the client's student id, which the session overrides. */
export const trackOfferSchema = z.object({ studentId: line().max(100).nullish() }).nullish();
export type TrackOfferInput = z.input<typeof trackOfferSchema>;

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** POST /api/analytics. `metadata` is a JSON string (spec 000 §3), e.g. {"brandName": "..."}. */
export const analyticsEventSchema = z.object({
  eventType: z.enum(ANALYTICS_EVENT_TYPES, { error: () => redemptionMessages.eventType }),
  offerId: integerIdText(),
  metadata: multiline()
    .refine(
      (text) => new TextEncoder().encode(text).length <= ANALYTICS_METADATA_MAX_BYTES && isJsonObject(text),
      { error: () => redemptionMessages.metadata },
    )
    // Stored as jsonb: a "\u0000" or half an emoji written as an escape must not reach it either.
    .refine((text) => !isJsonObject(text) || isStorableJson(JSON.parse(text)), {
      error: () => textMessages.unreadable,
    })
    .nullish(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

/**
 * POST /api/offers/{id}/redeem: a new code for this use of the offer. `nextEligibleAt` is when the
 * student may use it again (ISO 8601): null for never (once per student), now for unlimited.
 */
export const redeemAnswerSchema = z.object({ code: answerText(), nextEligibleAt: answerText().nullable() });
export type RedeemAnswer = z.infer<typeof redeemAnswerSchema>;

export const redemptionIdParamsSchema = z.object({ id: integerIdText() });

/** POST /api/redemptions/{id}/report: what went wrong with the code; `details` only with "other". */
export const codeReportSchema = z
  .object({
    reason: z.enum(CODE_REPORT_REASONS, { error: () => redemptionMessages.reportReason }),
    details: multiline().max(CODE_REPORT_DETAILS_MAX).nullish(),
  })
  .transform(({ reason, details }) => ({ reason, details: details?.trim() || null }));
export type CodeReportInput = z.input<typeof codeReportSchema>;

/**
 * What a report got the student: a replacement code from the offer's pool, or none and why —
 * `replaced` (this period's replacement was given already), `no_pool` (the offer has one shared code),
 * `no_codes_left`, `period_over` (the student may simply take a new code now), `offer_ended`.
 * `message` says it in the student's language.
 */
export const REPORT_OUTCOMES = [
  "replacement",
  "replaced",
  "no_pool",
  "no_codes_left",
  "period_over",
  "offer_ended",
] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const codeReportAnswerSchema = z.object({
  outcome: z.enum(REPORT_OUTCOMES),
  replacement: z.object({ id: z.number().int(), code: answerText() }).nullable(),
  message: answerText(),
});
export type CodeReportAnswer = z.infer<typeof codeReportAnswerSchema>;
export const referralAnswerSchema = z.object({ referralLink: answerText() });
export const favoritesAnswerSchema = z.object({ offerIds: z.array(z.number().int()) });

/** GET /api/redemptions: what a student was given, newest first (the dashboard's "My codes"). */
export const myRedemptionSchema = z.object({
  offerId: z.number().int(),
  title: answerText(),
  /** The offer's title in Arabic, or null (issue 18). */
  titleAr: answerText().nullable(),
  brandName: answerText(),
  /** A discount code the student redeemed, or a referral link the student opened. */
  kind: z.enum(["code", "referral"]),
  /** The code, or the link. */
  value: answerText(),
  /** When it was given (a link: when it was last opened). */
  at: answerText(),
  /** A code's id, for reporting it (issue 36); null for a link. */
  id: z.number().int().nullable(),
  /** When the student reported the code, or null. */
  reportedAt: answerText().nullable(),
  /** The code this one replaced after a report, or null. */
  replacesId: z.number().int().nullable(),
});
export type MyRedemption = z.infer<typeof myRedemptionSchema>;

/** An offer the student used as often as its rule allows, until `nextEligibleAt` (null: for good). */
export const usageLimitReachedSchema = z.object({
  offerId: z.number().int(),
  nextEligibleAt: answerText().nullable(),
});
export type UsageLimitReached = z.infer<typeof usageLimitReachedSchema>;

export const myRedemptionsAnswerSchema = z.object({
  redemptions: z.array(myRedemptionSchema),
  /** The offers the student may not use again yet (issue 36): the cards' "Used — available again". */
  limits: z.array(usageLimitReachedSchema),
});
