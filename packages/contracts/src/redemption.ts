// Redemption, tracking and favourites (spec 000 §4, §7, §8, §9). Codes and referral links reach only
// verified students, one offer at a time, through these calls.
import * as z from "zod";
import { lazyMessages } from "./i18n/messages.ts";
import { integerIdText } from "./ids.ts";
import { answerText, isStorableJson, line, multiline, textMessages } from "./text.ts";

/** Spec 000 §4: a generated code is the brand name, lowercased alphanumerics, this suffix, then 10-99. */
export const GENERATED_CODE_SUFFIX = "sp";

/** Events the page sends to POST /api/analytics (spec 000 §3). */
export const ANALYTICS_EVENT_TYPES = ["offer_click", "link_copy"] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];
export const ANALYTICS_METADATA_MAX_BYTES = 1024;

export const redemptionMessages = lazyMessages({
  noCodesLeft: "redemption.noCodesLeft",
  notVerified: "redemption.notVerified",
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

export const redeemAnswerSchema = z.object({ code: answerText() });
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
});
export type MyRedemption = z.infer<typeof myRedemptionSchema>;
export const myRedemptionsAnswerSchema = z.object({ redemptions: z.array(myRedemptionSchema) });
