// The staff console's offers: the list with its counts, the offer as staff edit it (secrets included:
// these shapes never reach the public), the lifecycle and the code pool. One schema for the form and
// the route; what publishing needs on top of a saved draft is publishProblems().
import * as z from "zod";
import { lazyMessages, say } from "../i18n/messages.ts";
import { integerId, integerIdText } from "../ids.ts";
import { line, multiline, answerText } from "../text.ts";
import {
  BUSINESS_CATEGORIES,
  DISCOUNT_TYPES,
  OFFER_STATUSES,
  OFFER_TYPES,
  REDEMPTION_CHANNELS,
  USAGE_LIMITS,
  type DiscountType,
  type OfferType,
} from "../catalogue.ts";
import {
  BRAND_NAME_MAX,
  discountValueSchema,
  GUIDE_STEPS_MAX,
  INSTRUCTION_MAX,
  isRealDay,
  isWebAddress,
  LONG_TEXT_MAX,
  TITLE_MAX,
  URL_MAX,
} from "../merchants.ts";
import { isCoverUrl } from "../covers.ts";
import { publicOfferSchema } from "../offers.ts";

export const ADMIN_OFFERS_PAGE_SIZE = 50;
/** A discount code, preset or in a pool: printable, no spaces, at most this long. */
export const OFFER_CODE_MAX = 64;
export const CODES_FILE_MAX_BYTES = 1024 * 1024;
/** Below this share of free codes, SUPPORT_EMAIL is told once. */
export const LOW_POOL_SHARE = 0.1;

export const offerMessages = lazyMessages({
  title: "offer.title",
  description: "offer.description",
  brandName: "offer.brandName",
  businessName: "offer.businessName",
  category: "offer.category",
  offerType: "offer.offerType",
  redemptionChannel: "offer.redemptionChannel",
  usageLimit: "offer.usageLimit",
  unlimitedNeedsCode: "offer.unlimitedNeedsCode",
  unlimitedWithPool: "offer.unlimitedWithPool",
  discountType: "offer.discountType",
  discountValueRequired: "offer.discountValueRequired",
  percentageMax: "offer.percentageMax",
  code: ["offer.code", { max: OFFER_CODE_MAX }],
  referralLink: "offer.referralLink",
  websiteUrl: "offer.websiteUrl",
  logoUrl: "offer.logoUrl",
  coverUrl: "offer.coverUrl",
  expiresOn: "offer.expiresOn",
  startsAfterEnd: "offer.startsAfterEnd",
  expired: "offer.expired",
  instruction: "offer.instruction",
  guideEmpty: "offer.guideEmpty",
  guideTooLong: ["offer.guideTooLong", { steps: GUIDE_STEPS_MAX, characters: INSTRUCTION_MAX }],
  terms: "offer.terms",
  tooLong: "offer.tooLong",
  notPublishable: "offer.notPublishable",
});

// ---- the list ----

export const adminOffersQuerySchema = z.object({
  status: z
    .union([z.enum(OFFER_STATUSES), z.literal("")])
    .optional()
    .transform((value) => value || undefined),
  q: line()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce.number().int().positive().max(100_000).default(1),
});
export type AdminOffersQuery = z.input<typeof adminOffersQuerySchema>;

/** How much of an offer's pool is left, how often it was redeemed and viewed. */
const offerCountsShape = {
  codesTotal: z.number().int(),
  codesLeft: z.number().int(),
  redemptions: z.number().int(),
  views: z.number().int(),
};

export const adminOfferSummarySchema = z.object({
  id: z.number().int(),
  title: answerText(),
  brandName: answerText(),
  status: z.enum(OFFER_STATUSES),
  offerType: z.enum(OFFER_TYPES),
  /** When a scheduled offer goes live; null = as soon as it is published. */
  startsAt: answerText().nullable(),
  expiresAt: answerText().nullable(),
  isExpired: z.boolean(),
  /** Published, with a first day still to come: not live yet. */
  isScheduled: z.boolean(),
  publishedAt: answerText().nullable(),
  updatedAt: answerText(),
  /** No code left to give (issue 36): its pool ran out, or its shared code was marked bad. */
  outOfCodes: z.boolean(),
  ...offerCountsShape,
});
export type AdminOfferSummary = z.infer<typeof adminOfferSummarySchema>;

export const adminOffersPageSchema = z.object({
  offers: z.array(adminOfferSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOffersPage = z.infer<typeof adminOffersPageSchema>;

// ---- expiry: a calendar day in Dubai; the offer runs to the end of it ----

const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value);

// ---- the offer as staff edit it ----

export function isValidOfferCode(code: string): boolean {
  return code.length > 0 && code.length <= OFFER_CODE_MAX && /^[^\s\p{C}]+$/u.test(code);
}

/**
 * A logo is served by this site (/uploads/logos/..., /brand-logos/...): the pages' Content-Security-Policy
 * shows images from our own origin only.
 */
const isLogoAddress = (value: string) => /^\/[^/\\\s]\S*$/.test(value);

/** A message read when a check fails, so it is said in the language of that moment. */
type Said = () => string;
const tooLong: Said = () => offerMessages.tooLong;

const required = (message: Said, max: number, string = line) =>
  string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

/** Empty means "not given": the form's optional fields arrive as "". */
const optional = (max: number, check?: { test: (value: string) => boolean; message: Said }, string = line) =>
  string()
    .trim()
    .max(max, { error: check?.message ?? tooLong })
    .refine((value) => value === "" || !check || check.test(value), { error: check?.message })
    .nullish()
    .transform((value) => value || null);

/** Empty means none; the merchants form's rule otherwise (a positive number, cents kept). */
const discountValue = discountValueSchema.transform((value) => value ?? null);

const guideStepSchema = z.object({
  instruction: multiline()
    .trim()
    .min(1, { error: () => offerMessages.instruction })
    .max(INSTRUCTION_MAX, { error: () => offerMessages.guideTooLong }),
});

/** The form's steps, numbered 1..n; empty when none are given. */
const guideSchema = () =>
  z
    .array(guideStepSchema)
    .max(GUIDE_STEPS_MAX, { error: () => offerMessages.guideTooLong })
    .default([])
    .transform((steps) => steps.map((step, index) => ({ step: index + 1, instruction: step.instruction })));

const offerFieldsSchema = z.object({
  title: required(() => offerMessages.title, TITLE_MAX),
  description: required(() => offerMessages.description, LONG_TEXT_MAX, multiline),
  businessDescription: optional(LONG_TEXT_MAX, undefined, multiline),
  brandName: required(() => offerMessages.brandName, BRAND_NAME_MAX),
  businessName: required(() => offerMessages.businessName, BRAND_NAME_MAX),
  businessCategory: z.enum(BUSINESS_CATEGORIES, { error: () => offerMessages.category }),
  logoUrl: optional(URL_MAX, { test: isLogoAddress, message: () => offerMessages.logoUrl }),
  // Set by uploading (the console never types it): only a cover served in every width is taken.
  coverUrl: optional(URL_MAX, { test: isCoverUrl, message: () => offerMessages.coverUrl }),
  websiteUrl: optional(URL_MAX, { test: isWebAddress, message: () => offerMessages.websiteUrl }),
  offerType: z.enum(OFFER_TYPES, { error: () => offerMessages.offerType }),
  // Online, in store (the student's card) or both (issue 35); absent is online, as for a new draft.
  redemptionChannel: z
    .enum(REDEMPTION_CHANNELS, { error: () => offerMessages.redemptionChannel })
    .default("online"),
  // How often one student may use it (issue 36); absent is once, as before rules existed.
  usageLimit: z.enum(USAGE_LIMITS, { error: () => offerMessages.usageLimit }).default("once"),
  discountType: z
    .union([z.enum(DISCOUNT_TYPES, { error: () => offerMessages.discountType }), z.literal("")])
    .nullish()
    .transform((value) => value || null),
  discountValue,
  code: optional(OFFER_CODE_MAX, { test: isValidOfferCode, message: () => offerMessages.code }),
  referralLink: optional(URL_MAX, { test: isWebAddress, message: () => offerMessages.referralLink }),
  /** The first day a published offer is live (Dubai); empty for as soon as it is published. */
  startsOn: optional(10, { test: isCalendarDay, message: () => offerMessages.expiresOn }),
  /** The last day the offer runs (Dubai); empty for no expiry. */
  expiresOn: optional(10, { test: isCalendarDay, message: () => offerMessages.expiresOn }),
  discountRedemptionGuide: guideSchema(),
  generalInfo: optional(LONG_TEXT_MAX, undefined, multiline),
  termsAndConditions: optional(LONG_TEXT_MAX, undefined, multiline),
  // The Arabic texts (issue 18): optional, under the English fields' limits; empty means none, and
  // students then read the English.
  titleAr: optional(TITLE_MAX),
  descriptionAr: optional(LONG_TEXT_MAX, undefined, multiline),
  discountRedemptionGuideAr: guideSchema(),
  termsAndConditionsAr: optional(LONG_TEXT_MAX, undefined, multiline),
});

/**
 * A brand's record (issue 37) under the editor's rules for the same fields of an offer: its name is
 * an offer's brand name, its description an offer's business description.
 */
export const brandRecordFields = {
  name: offerFieldsSchema.shape.brandName,
  logoUrl: offerFieldsSchema.shape.logoUrl,
  websiteUrl: offerFieldsSchema.shape.websiteUrl,
  description: offerFieldsSchema.shape.businessDescription,
  descriptionAr: offerFieldsSchema.shape.descriptionAr,
};

/** The fields the offer rules below read. */
type RuledFields = Pick<
  z.output<typeof offerFieldsSchema>,
  | "offerType"
  | "referralLink"
  | "usageLimit"
  | "code"
  | "discountType"
  | "discountValue"
  | "startsOn"
  | "expiresOn"
>;

/**
 * The rules across an offer's fields, on the editor's fields or the partner portal's: a referral has
 * its link, unlimited use a shared code, a percentage at most 100; only the chosen type's fields kept.
 */
export function offerRules<S extends z.ZodType<RuledFields, unknown>>(schema: S) {
  return schema
    .superRefine((value, ctx) => {
      if (value.offerType === "referral" && !value.referralLink) {
        ctx.addIssue({ code: "custom", path: ["referralLink"], message: offerMessages.referralLink });
      }
      // Unlimited use hands everyone the same code, again and again: there must be one.
      if (value.offerType === "discount" && value.usageLimit === "unlimited" && !value.code) {
        ctx.addIssue({ code: "custom", path: ["code"], message: offerMessages.unlimitedNeedsCode });
      }
      // Calendar days as YYYY-MM-DD compare as text; one day is a start and an end together.
      if (value.startsOn && value.expiresOn && value.startsOn > value.expiresOn) {
        ctx.addIssue({ code: "custom", path: ["startsOn"], message: offerMessages.startsAfterEnd });
      }
      if (
        value.offerType === "discount" &&
        value.discountType === "percentage" &&
        (value.discountValue ?? 0) > 100
      ) {
        ctx.addIssue({ code: "custom", path: ["discountValue"], message: offerMessages.percentageMax });
      }
    })
    .transform((value: z.output<S>) => {
      const isDiscount = value.offerType === "discount";
      const hasValue = isDiscount && (value.discountType === "percentage" || value.discountType === "fixed");
      return {
        ...value,
        discountType: isDiscount ? value.discountType : null,
        discountValue:
          hasValue || (isDiscount && value.discountType === "other") ? value.discountValue : null,
        code: isDiscount ? value.code : null,
        referralLink: isDiscount ? null : value.referralLink,
      };
    });
}

/**
 * POST /api/admin/offers and PUT /api/admin/offers/:id: the whole offer. A draft may still lack what
 * publishing needs (see publishProblems); it must already respect the database's rules. Only the
 * chosen offer type's fields are kept.
 */
export const offerInputSchema = offerRules(offerFieldsSchema);

/** The partner portal's proposal (issue 37): the brand's record gives its name, logo and description. */
export const partnerOfferFieldsSchema = offerFieldsSchema.omit({
  brandName: true,
  businessName: true,
  logoUrl: true,
  businessDescription: true,
});
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferFields = z.output<typeof offerInputSchema>;

/** What publishing looks at. */
export interface PublishableOffer {
  offerType: OfferType;
  discountType: DiscountType | null;
  discountValue: number | null;
  referralLink: string | null;
  stepCount: number;
  termsAndConditions: string | null;
  expiresAt: Date | string | null;
}

export interface FieldProblem {
  path: string;
  message: string;
}

/** Why an offer may not be published (or stay published), field by field; empty when it may. */
export function publishProblems(offer: PublishableOffer, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (offer.offerType === "discount") {
    if (!offer.discountType) add("discountType", offerMessages.discountType);
    else if (
      (offer.discountType === "percentage" || offer.discountType === "fixed") &&
      offer.discountValue === null
    ) {
      add("discountValue", offerMessages.discountValueRequired);
    }
  } else if (!offer.referralLink) {
    add("referralLink", offerMessages.referralLink);
  }
  if (offer.stepCount === 0) add("discountRedemptionGuide", offerMessages.guideEmpty);
  if (!offer.termsAndConditions) add("termsAndConditions", offerMessages.terms);
  if (offer.expiresAt && new Date(offer.expiresAt).getTime() <= now.getTime()) {
    add("expiresOn", offerMessages.expired);
  }
  return problems;
}

/** One offer as the console shows and edits it, with its counts. */
export const adminOfferSchema = publicOfferSchema.extend({
  status: z.enum(OFFER_STATUSES),
  code: answerText().nullable(),
  referralLink: answerText().nullable(),
  startsOn: answerText().nullable(),
  expiresOn: answerText().nullable(),
  isExpired: z.boolean(),
  /** Published, with a first day still to come: not live yet. */
  isScheduled: z.boolean(),
  /** Always an array here, whatever form it was stored in. */
  discountRedemptionGuide: z.array(z.object({ step: z.number().int(), instruction: answerText() })),
  /** Always an array here too: empty when the offer has no Arabic guide. */
  discountRedemptionGuideAr: z.array(z.object({ step: z.number().int(), instruction: answerText() })),
  createdAt: answerText(),
  updatedAt: answerText(),
  publishedAt: answerText().nullable(),
  /** Since when the offer has had no code to give (see outOfCodes), or null. */
  codesRanOutAt: answerText().nullable(),
  ...offerCountsShape,
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

export const OFFER_TRANSITIONS = ["publish", "unpublish", "archive"] as const;
export type OfferTransition = (typeof OFFER_TRANSITIONS)[number];

export const adminOfferParamsSchema = z.object({ id: integerIdText() });

/** POST /api/admin/offers/:id/codes answers what the upload changed. */
export const codesUploadAnswerSchema = z.object({
  added: z.number().int(),
  duplicatesIgnored: z.number().int(),
  total: z.number().int(),
  left: z.number().int(),
});
export type CodesUploadAnswer = z.infer<typeof codesUploadAnswerSchema>;

export const codesFileMessages = lazyMessages({
  missing: "codesFile.missing",
  tooLarge: "codesFile.tooLarge",
  notText: "codesFile.notText",
  empty: "codesFile.empty",
  badLine: (line: number) => say("codesFile.badLine", { line, max: OFFER_CODE_MAX }),
  referral: "codesFile.referral",
  unlimited: "codesFile.unlimited",
});

// ---- the home page's Featured row (issue 20) ----

/** Offers the Featured row holds at most: the home page shows one row of them. */
export const FEATURED_MAX = 12;

export const featuredMessages = lazyMessages({
  duplicate: "featured.duplicate",
  tooMany: ["featured.tooMany", { max: FEATURED_MAX }],
});

/**
 * PUT /api/admin/offers/featured: the whole row, first offer first ([] empties it). An offer may join
 * the row only while it is live (published, not expired); one already in it stays, whatever becomes of
 * it, until staff take it out, and the public row shows it only while it is live.
 */
export const featuredInputSchema = z.object({
  offerIds: z
    .array(integerId())
    .max(FEATURED_MAX, { error: () => featuredMessages.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: () => featuredMessages.duplicate }),
});
export type FeaturedInput = z.input<typeof featuredInputSchema>;

/** One offer of the row as the console shows it: status and expiry say whether students see it. */
export const featuredOfferSchema = z.object({
  id: z.number().int(),
  title: answerText(),
  brandName: answerText(),
  status: z.enum(OFFER_STATUSES),
  expiresAt: answerText().nullable(),
  isExpired: z.boolean(),
});
export type FeaturedOffer = z.infer<typeof featuredOfferSchema>;

/** GET and PUT /api/admin/offers/featured answer the row in its order, live or not. */
export const featuredOffersSchema = z.object({ offers: z.array(featuredOfferSchema) });
export type FeaturedOffers = z.infer<typeof featuredOffersSchema>;
