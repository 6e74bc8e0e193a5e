// Staff insights: what students do with offers over a period of whole days in Dubai time, and how
// sign-ups move through verification.
import * as z from "zod";
import { lazyMessages } from "../i18n/messages.ts";
import { line, answerText } from "../text.ts";
import { dubaiToday, startOfDubaiDay } from "../dubai-time.ts";
import { isRealDay } from "../merchants.ts";

export const INSIGHTS_DEFAULT_DAYS = 30;
export const INSIGHTS_MAX_DAYS = 366;
/** The per-offer table holds at most this many offers (the busiest). */
export const INSIGHTS_OFFER_LIMIT = 500;
const DAY_MS = 86_400_000;

export const insightsMessages = lazyMessages({
  day: "insights.day",
  order: "insights.order",
  tooLong: ["insights.tooLong", { max: INSIGHTS_MAX_DAYS }],
});

const day = line().refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value), {
  error: () => insightsMessages.day,
});

export const insightsQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export interface Period {
  /** First day, YYYY-MM-DD (Dubai), included. */
  from: string;
  /** Last day, YYYY-MM-DD (Dubai), included. */
  to: string;
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the period covers, both ends included. */
export function periodLength({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last `days` days up to and including today in Dubai. */
export function lastDays(days: number, now: Date = new Date()): Period {
  const to = dubaiToday(now);
  return { from: addDays(to, 1 - days), to };
}

/**
 * The period a query asks for: both days as given, one missing filled from the other (the 30 days
 * ending on `to`, or from `from` up to today), none the last 30 days. Says what is wrong instead.
 */
export function resolvePeriod(
  query: InsightsQuery,
  now: Date = new Date(),
): { period: Period } | { error: { field: "from" | "to"; message: string } } {
  const to = query.to ?? (query.from ? dubaiToday(now) : lastDays(INSIGHTS_DEFAULT_DAYS, now).to);
  const from = query.from ?? addDays(to, 1 - INSIGHTS_DEFAULT_DAYS);
  const period = { from, to };
  if (from > to) return { error: { field: query.from ? "from" : "to", message: insightsMessages.order } };
  if (periodLength(period) > INSIGHTS_MAX_DAYS) {
    return { error: { field: "from", message: insightsMessages.tooLong } };
  }
  return { period };
}

/** The instants the period covers: [start, end), Dubai midnights in UTC. */
export function periodBounds({ from, to }: Period): { start: Date; end: Date } {
  return {
    start: startOfDubaiDay(from),
    end: startOfDubaiDay(addDays(to, 1)),
  };
}

const count = z.number().int().nonnegative();

export const measuresSchema = z.object({
  /** offer_click events: the offer's details were opened. */
  views: count,
  /** code_copy and link_copy events. */
  copies: count,
  referralClicks: count,
  redemptions: count,
});
export type Measures = z.infer<typeof measuresSchema>;

export const offerInsightSchema = measuresSchema.extend({
  id: z.number().int(),
  title: answerText(),
  brandName: answerText(),
  status: answerText(),
  /** redemptions / views; null when the offer had no views. */
  conversion: z.number().nullable(),
  /** Codes students reported in the period (issue 36). */
  reports: count,
  /** reports / codes given (redemptions) in the period; null when none was given. */
  reportRate: z.number().nullable(),
});
export type OfferInsight = z.infer<typeof offerInsightSchema>;

export const dayPointSchema = measuresSchema.extend({ day: answerText() });
export type DayPoint = z.infer<typeof dayPointSchema>;

export const funnelSchema = z.object({
  /** Student accounts created in the period (the cohort). */
  signedUp: count,
  /** Of the cohort: those who were mailed a code to a student e-mail. */
  codeSent: count,
  /** Of the cohort: those verified now. */
  verified: count,
  /**
   * How they were verified, the three paths apart: a code to a student e-mail on a listed domain, a
   * code sent because staff listed the student's domain, or a document staff approved.
   */
  verifiedBy: z.object({ emailCode: count, listedDomain: count, document: count }),
  documents: z.object({
    /** Documents uploaded in the period, and where each stands now. */
    submitted: count,
    approved: count,
    rejected: count,
    pending: count,
    /** Median of (reviewed − uploaded) over documents reviewed in the period, in seconds; null when none. */
    medianReviewSeconds: z.number().nullable(),
  }),
});
export type Funnel = z.infer<typeof funnelSchema>;

/** The in-store card (issue 35): cashiers' checks, and cards opened from in-store offers. */
export const inStoreSchema = z.object({
  /** Checks made in the period, and how many of them read Valid. */
  checks: count,
  validChecks: count,
  /** Times students opened their card from an in-store offer. */
  cardShows: count,
  /** One point per day of the period, zeros included. */
  series: z.array(z.object({ day: answerText(), checks: count, validChecks: count })),
  /**
   * Per brand: cards opened from its in-store offers, and the checks that followed within a quarter
   * of an hour. Busiest first.
   */
  brands: z.array(z.object({ brandName: answerText(), cardShows: count, checks: count })),
});
export type InStoreInsights = z.infer<typeof inStoreSchema>;

export const insightsSchema = z.object({
  period: z.object({ from: answerText(), to: answerText() }),
  /** Offers with any activity in the period, most redeemed first, then most viewed. */
  offers: z.array(offerInsightSchema),
  /** More offers had activity than the table holds (INSIGHTS_OFFER_LIMIT). */
  offersTruncated: z.boolean(),
  totals: measuresSchema.extend({ conversion: z.number().nullable() }),
  /** One point per day of the period, days without activity included as zeros. */
  series: z.array(dayPointSchema),
  funnel: funnelSchema,
  inStore: inStoreSchema,
});
export type Insights = z.infer<typeof insightsSchema>;

/** reports / codes given, or null when no code was given. */
export const reportRateOf = (reports: number, given: number): number | null =>
  given === 0 ? null : reports / given;

/** redemptions / views, or null without views. */
export const conversionOf = (redemptions: number, views: number): number | null =>
  views === 0 ? null : redemptions / views;
