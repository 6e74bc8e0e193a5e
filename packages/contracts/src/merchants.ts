// Merchant payloads (spec 001 §3, §5, §7): the partnership request, its logo upload, and the contact
// message sent from /for-merchants and /contact-us. One set of rules for the forms and the routes.
import * as z from "zod";
import { line, multiline, answerText, messageAnswerSchema } from "./text.ts";
import { dubaiToday } from "./dubai-time.ts";
import { EMAIL_MAX, emailSchema, phoneSchema } from "./account-fields.ts";
import { OFFER_TYPES, REDEMPTION_CHANNELS } from "./catalogue.ts";
import {
  BRAND_NAME_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  DISCOUNT_CODE_MAX,
  GUIDE_STEPS_MAX,
  INSTRUCTION_MAX,
  LONG_TEXT_MAX,
  MERCHANT_CATEGORIES,
  MERCHANT_DISCOUNT_TYPES,
  TITLE_MAX,
  URL_MAX,
  merchantMessages,
} from "./merchant-limits.ts";

export * from "./merchant-limits.ts";

/** A message read when a check fails, so it is said in the language of that moment. */
type Said = () => string;
const tooLong = { error: () => merchantMessages.tooLong };

const text = (min: number, message: Said, max = LONG_TEXT_MAX, string = multiline) =>
  string().trim().min(min, { error: message }).max(max, tooLong);

/** Empty (or absent) means "not given": the optional fields of the form arrive as "". */
const optionalText = (max: number, string = multiline) =>
  string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || undefined);

/** An http(s) address: what a browser can open for a student. */
export function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === "https:" || protocol === "http:") && hostname.includes(".");
}

const webAddress = (message: Said) =>
  line()
    .trim()
    .max(URL_MAX, { error: message })
    .refine((value) => value === "" || isWebAddress(value), { error: message })
    .nullish()
    .transform((value) => value || undefined);

/** A calendar day, YYYY-MM-DD, that exists. */
const calendarDay = line()
  .trim()
  .nullish()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value)), {
    error: () => merchantMessages.expiryDate,
  });

/** Whether a YYYY-MM-DD string names a day that exists (not 2026-02-30). */
export function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The form's text box holds a string; a JSON client may send a number. Empty means not given. */
export const discountValueSchema = z
  .union([z.number(), line().trim()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return undefined;
    const number = typeof value === "number" ? value : Number(value);
    if (!Number.isFinite(number) || number <= 0 || number > 1_000_000) {
      ctx.addIssue({ code: "custom", message: merchantMessages.discountValue });
      return z.NEVER;
    }
    return Math.round(number * 100) / 100;
  });

export const redemptionStepInputSchema = z.object({
  id: line().max(64).optional(),
  step: z.number().int().positive().optional(),
  instruction: multiline()
    .trim()
    .min(1, { error: () => merchantMessages.instruction })
    .max(INSTRUCTION_MAX, { error: () => merchantMessages.guideTooLong }),
});

/** The steps as the form holds them; numbered 1..n on the way out, whatever numbers came in. */
export const redemptionStepsSchema = z
  .array(redemptionStepInputSchema)
  .min(1, { error: () => merchantMessages.guideEmpty })
  .max(GUIDE_STEPS_MAX, { error: () => merchantMessages.guideTooLong })
  .transform((steps) => steps.map((step, index) => ({ step: index + 1, instruction: step.instruction })));

/** The wire form of the guide: a JSON string of the steps (spec 001 §3). An array is taken as well. */
const guideSchema = z
  .union([multiline().max(GUIDE_STEPS_MAX * (INSTRUCTION_MAX + 100)), z.array(z.unknown())])
  .transform((value, ctx) => {
    if (Array.isArray(value)) return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: merchantMessages.guideEmpty });
      return z.NEVER;
    }
  })
  .pipe(redemptionStepsSchema);

/** Every field of the request but the logo and the guide, which the form holds differently. */
export const partnershipFieldsSchema = z.object({
  brandName: text(2, () => merchantMessages.brandName, BRAND_NAME_MAX, line),
  brandCategory: z.enum(MERCHANT_CATEGORIES, { error: () => merchantMessages.category }),
  businessDescription: text(10, () => merchantMessages.businessDescription),
  generalInfo: optionalText(LONG_TEXT_MAX),
  offerType: z.enum(OFFER_TYPES, { error: () => merchantMessages.offerType }),
  discountCode: optionalText(DISCOUNT_CODE_MAX, line),
  discountType: z
    .union([z.enum(MERCHANT_DISCOUNT_TYPES), z.literal("")])
    .nullish()
    .transform((value) => value || undefined),
  discountValue: discountValueSchema,
  referralLink: webAddress(() => merchantMessages.referralLink),
  hasExpiry: z.boolean().default(false),
  expiryDate: calendarDay,
  websiteLink: webAddress(() => merchantMessages.websiteLink),
  termsAndConditions: text(10, () => merchantMessages.terms),
  // Where students use it (issue 35). Absent means online, so a request written before the choice
  // existed (spec 001 §7's payload) is still taken.
  redemptionChannel: z
    .enum(REDEMPTION_CHANNELS, { error: () => merchantMessages.redemptionChannel })
    .default("online"),
  // The offer in Arabic, optional (issue 18): carried into the draft offer staff make from the request.
  titleAr: optionalText(TITLE_MAX, line),
  descriptionAr: optionalText(LONG_TEXT_MAX),
  termsAndConditionsAr: optionalText(LONG_TEXT_MAX),
  contactEmail: emailSchema,
  contactName: text(2, () => merchantMessages.contactName, 100, line),
  contactPhone: z
    .union([z.literal(""), phoneSchema])
    .nullish()
    .transform((value) => value || undefined),
});

type OfferRuleFields = Pick<
  z.output<typeof partnershipFieldsSchema>,
  | "offerType"
  | "discountCode"
  | "discountType"
  | "discountValue"
  | "referralLink"
  | "hasExpiry"
  | "expiryDate"
>;

/**
 * The rules across fields (spec 001 §4, §5): a discount needs its code, type and value (no value for
 * free shipping); a referral needs its link; "This offer expires" needs a day from today on.
 */
export function checkOfferRules(value: OfferRuleFields, ctx: z.RefinementCtx, today = dubaiToday()): void {
  const missing = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (value.offerType === "discount") {
    if (!value.discountCode) missing("discountCode", merchantMessages.offerTypeFields);
    if (!value.discountType) missing("discountType", merchantMessages.offerTypeFields);
    if (value.discountType !== "free_shipping" && value.discountValue === undefined) {
      missing("discountValue", merchantMessages.offerTypeFields);
    }
    if (value.discountType === "percentage" && (value.discountValue ?? 0) > 100) {
      missing("discountValue", merchantMessages.percentageMax);
    }
  } else if (!value.referralLink) {
    missing("referralLink", merchantMessages.offerTypeFields);
  }
  if (value.hasExpiry) {
    if (!value.expiryDate) missing("expiryDate", merchantMessages.requiredFields);
    else if (value.expiryDate < today) missing("expiryDate", merchantMessages.expiryDate);
  }
}

/**
 * POST /api/merchants/partnership-request. `logoUrl` comes from POST /api/upload/logo, and the optional
 * `coverUrl` (issue 20) from POST /api/upload/cover; empty means no cover.
 */
export const partnershipRequestSchema = partnershipFieldsSchema
  .extend({
    logoUrl: line()
      .trim()
      .min(1, { error: () => merchantMessages.logo })
      .max(URL_MAX, { error: () => merchantMessages.logoNotOurs }),
    coverUrl: line()
      .trim()
      .max(URL_MAX, { error: () => merchantMessages.coverNotOurs })
      .nullish()
      .transform((value) => value || undefined),
    discountRedemptionGuide: guideSchema,
  })
  .superRefine((value, ctx) => checkOfferRules(value, ctx));
export type PartnershipRequestInput = z.input<typeof partnershipRequestSchema>;
export type PartnershipRequest = z.output<typeof partnershipRequestSchema>;

/** The answer to a partnership request: the id it was stored under. */
export const partnershipRequestAnswerSchema = messageAnswerSchema.extend({ id: z.uuid() });

/** POST /api/upload/logo answers where the re-encoded logo is served. */
export const logoUploadAnswerSchema = z.object({ url: answerText() });

/** The text fields that come with the logo file (spec 001 §7); only these values are meaningful. */
export const logoUploadFieldsSchema = z.object({
  folder: z.literal("merchants").default("merchants"),
  fileType: z.literal("logo").default("logo"),
});

/** POST /api/upload/cover answers where the widest of the re-encoded cover's widths is served. */
export const coverUploadAnswerSchema = z.object({ url: answerText() });

/** The text fields that come with the cover file, as with a logo. */
export const coverUploadFieldsSchema = z.object({
  folder: z.literal("merchants").default("merchants"),
  fileType: z.literal("cover").default("cover"),
});

/** Where a contact message was written: the merchants page and /contact-us ask for different minimums. */
export const CONTACT_SOURCES = ["for-merchants", "contact-us"] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

const contactMessageText = multiline()
  .trim()
  .min(CONTACT_MESSAGE_MIN, { error: () => merchantMessages.message })
  .max(CONTACT_MESSAGE_MAX, { error: () => merchantMessages.messageMax });
const contactEmail = line()
  .trim()
  .max(EMAIL_MAX, { error: () => merchantMessages.contactEmail })
  .pipe(z.email({ error: () => merchantMessages.contactEmail }));
const name = (min: number, message: Said) => text(min, message, 100, line);

/** The merchants page's contact form (spec 001 §5): names of at least 2 characters. */
export const merchantContactSchema = z.object({
  firstName: name(2, () => merchantMessages.firstNameMin),
  lastName: name(2, () => merchantMessages.lastNameMin),
  email: contactEmail,
  message: contactMessageText,
});

/** /contact-us (spec 001 §5): every field required, names of at least 1 character. */
export const contactUsSchema = merchantContactSchema.extend({
  firstName: name(1, () => merchantMessages.firstNameRequired),
  lastName: name(1, () => merchantMessages.lastNameRequired),
});
export type ContactInput = z.input<typeof merchantContactSchema>;

/**
 * POST /api/contact. `source` says which form wrote it (our addition to spec 001 §7); without it the
 * merchants page's rules apply, as the spec's payload has no source.
 */
export const contactRequestSchema = z.discriminatedUnion("source", [
  merchantContactSchema.extend({ source: z.literal("for-merchants") }),
  contactUsSchema.extend({ source: z.literal("contact-us") }),
]);

export const contactBodySchema = z.preprocess(
  (body) =>
    body && typeof body === "object" && !("source" in body) ? { ...body, source: "for-merchants" } : body,
  contactRequestSchema,
);
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
