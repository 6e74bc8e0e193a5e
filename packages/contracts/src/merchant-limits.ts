// The merchant forms' choices, limits and messages (spec 001 §3, §5, §7), without zod: the merchants
// page reads them while it starts, and builds the schemas (./merchants.ts) only when a form needs them.
import { lazyMessages } from "./i18n/messages.ts";

/** Brand categories a merchant may pick (spec 001 §3); "Retail" keeps the spec's capital R. */
export const MERCHANT_CATEGORIES = [
  "restaurant",
  "Retail",
  "electronics",
  "fashion",
  "beauty",
  "education",
  "entertainment",
  "services",
  "other",
] as const;
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];

export const MERCHANT_DISCOUNT_TYPES = ["percentage", "fixed", "free_shipping"] as const;
export type MerchantDiscountType = (typeof MERCHANT_DISCOUNT_TYPES)[number];

/** 10 MB (spec 001 §9's hint, enforced on the server). */
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;
/** What a logo may be, decided by its content. SVG is refused: it can carry script. */
export const LOGO_MIME_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
/** Logos are re-encoded to WebP no larger than this on either side. */
export const LOGO_MAX_PX = 512;
/** A cover (issue 20) is taken as a logo is: the same kinds of image, up to the same 10 MB. */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_MIME_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export const BRAND_NAME_MAX = 100;
/** An offer's title, in either language. */
export const TITLE_MAX = 150;
export const LONG_TEXT_MAX = 5000;
export const DISCOUNT_CODE_MAX = 50;
export const URL_MAX = 2000;
export const GUIDE_STEPS_MAX = 20;
export const INSTRUCTION_MAX = 500;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const merchantMessages = lazyMessages({
  logo: "merchant.logo",
  logoType: "merchant.logoType",
  logoTooLarge: "merchant.logoTooLarge",
  logoUnreadable: "merchant.logoUnreadable",
  logoNotOurs: "merchant.logoNotOurs",
  coverType: "merchant.coverType",
  coverTooLarge: "merchant.coverTooLarge",
  coverUnreadable: "merchant.coverUnreadable",
  coverNotOurs: "merchant.coverNotOurs",
  brandName: "merchant.brandName",
  category: "merchant.category",
  businessDescription: "merchant.businessDescription",
  offerType: "merchant.offerType",
  redemptionChannel: "merchant.redemptionChannel",
  websiteLink: "merchant.websiteLink",
  referralLink: "merchant.referralLink",
  guideEmpty: "merchant.guideEmpty",
  instruction: "merchant.instruction",
  guideTooLong: ["merchant.guideTooLong", { steps: GUIDE_STEPS_MAX, characters: INSTRUCTION_MAX }],
  terms: "merchant.terms",
  contactEmail: "merchant.contactEmail",
  contactName: "merchant.contactName",
  requiredFields: "merchant.requiredFields",
  offerTypeFields: "merchant.offerTypeFields",
  discountValue: "merchant.discountValue",
  percentageMax: "merchant.percentageMax",
  expiryDate: "merchant.expiryDate",
  tooLong: "merchant.tooLong",
  firstNameMin: "merchant.firstNameMin",
  lastNameMin: "merchant.lastNameMin",
  firstNameRequired: "merchant.firstNameRequired",
  lastNameRequired: "merchant.lastNameRequired",
  message: "merchant.message",
  messageMax: ["merchant.messageMax", { max: CONTACT_MESSAGE_MAX }],
});
