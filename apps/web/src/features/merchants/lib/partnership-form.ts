// The Submit Your Offer form (spec 001 §2-§5): its values, defaults and rules, and the request it
// becomes. The rules are the contracts' (the server checks them again); the form adds the logo file
// (and the optional cover's, issue 20) and holds the guide as a list of steps rather than the JSON
// string that is sent.
import type { MerchantDiscountType, PartnershipRequestInput } from "@studentperks/contracts/merchants";
import type { OfferType, RedemptionChannel } from "@studentperks/contracts/catalogue";
import type { PartnershipFormOutput } from "./partnership-form-schema.ts";

export type { PartnershipFormOutput };

export interface RedemptionStepValue {
  instruction: string;
}

/** What the form holds: text boxes hold strings; the logo and the cover are the chosen files. */
export interface PartnershipFormValues {
  logo: File | null;
  /** Optional (issue 20): a landscape picture for the offer's card. */
  cover: File | null;
  brandName: string;
  brandCategory: string;
  businessDescription: string;
  /** Online, in store (the student's card) or both (issue 35). */
  redemptionChannel: RedemptionChannel;
  offerType: OfferType;
  discountCode: string;
  discountType: MerchantDiscountType;
  discountValue: string;
  referralLink: string;
  websiteLink: string;
  hasExpiry: boolean;
  expiryDate: string;
  discountRedemptionGuide: RedemptionStepValue[];
  generalInfo: string;
  termsAndConditions: string;
  /** The offer in Arabic, optional (issue 18). */
  titleAr: string;
  descriptionAr: string;
  termsAndConditionsAr: string;
  contactEmail: string;
  contactName: string;
  contactPhone: string;
}

/** Spec 001 §4: a discount offer used online, by percentage, with one empty step numbered 1. */
export function partnershipDefaults(): PartnershipFormValues {
  return {
    logo: null,
    cover: null,
    brandName: "",
    brandCategory: "",
    businessDescription: "",
    redemptionChannel: "online",
    offerType: "discount",
    discountCode: "",
    discountType: "percentage",
    discountValue: "",
    referralLink: "",
    websiteLink: "",
    hasExpiry: false,
    expiryDate: "",
    discountRedemptionGuide: [{ instruction: "" }],
    generalInfo: "",
    termsAndConditions: "",
    titleAr: "",
    descriptionAr: "",
    termsAndConditionsAr: "",
    contactEmail: "",
    contactName: "",
    contactPhone: "",
  };
}

/**
 * The values that count for the chosen offer: a discount ignores the referral link (and the value,
 * for free shipping); a referral ignores the discount fields; no expiry ignores the date. So what is
 * left in a hidden field can neither block the form nor be sent.
 */
export function relevantValues(values: PartnershipFormValues): PartnershipFormValues {
  const isDiscount = values.offerType === "discount";
  return {
    ...values,
    discountCode: isDiscount ? values.discountCode : "",
    discountValue: isDiscount && values.discountType !== "free_shipping" ? values.discountValue : "",
    referralLink: isDiscount ? "" : values.referralLink,
    expiryDate: values.hasExpiry ? values.expiryDate : "",
  };
}

/** POST /api/merchants/partnership-request's body, with the uploaded logo's address (and cover's). */
export function toPartnershipRequest(
  values: PartnershipFormOutput,
  logoUrl: string,
  coverUrl?: string,
): PartnershipRequestInput {
  const { logo: _logo, cover: _cover, discountRedemptionGuide, ...fields } = values;
  const steps = discountRedemptionGuide.map(({ step, instruction }) => ({
    id: `step-${step}`,
    step,
    instruction,
  }));
  return {
    ...fields,
    discountType: fields.offerType === "discount" ? fields.discountType : undefined,
    logoUrl,
    coverUrl,
    discountRedemptionGuide: JSON.stringify(steps),
  };
}

const fieldNames = new Set<string>(Object.keys(partnershipDefaults()));

/** The form field a server issue's path names ("logoUrl" is the logo's, "coverUrl" the cover's). */
export function partnershipFieldOf(path: string): string | undefined {
  if (path === "logoUrl") return "logo";
  if (path === "coverUrl") return "cover";
  if (/^discountRedemptionGuide\.\d+\.instruction$/.test(path)) return path;
  return fieldNames.has(path) ? path : undefined;
}
