// How an approved partnership request becomes a draft offer: staff edit the draft before publishing,
// so these are proposals, but every field the merchant gave is carried over.
import { type BusinessCategory, BUSINESS_CATEGORIES } from "@studentperks/contracts/catalogue";
import { endOfDubaiDay } from "@studentperks/contracts/dubai-time";
import type { MerchantCategory } from "@studentperks/contracts/merchants";
import type { NewOfferRow, PartnershipRequestRow } from "#server/db/schema.ts";
import { describeOffer } from "#server/modules/merchants/index.ts";
import { coverUrlOf, logoUrlOf } from "#server/modules/uploads/index.ts";
import { isArabicGuide } from "./language-warnings.ts";

/**
 * The catalogue's category for the merchant's: a restaurant is Food & Drink; the catalogue has no
 * education filter, so those offers are listed under "other".
 */
export function offerCategoryFor(category: MerchantCategory): BusinessCategory {
  if (category === "restaurant") return "food";
  return (BUSINESS_CATEGORIES as readonly string[]).includes(category)
    ? (category as BusinessCategory)
    : "other";
}

type OfferTerms = Pick<PartnershipRequestRow, "brandName" | "offerType" | "discountType" | "discountValue">;

/** "20% off at Brand", "AED 50 off at Brand", "Free shipping at Brand" or "Brand referral offer". */
export function proposeOfferTitle(request: OfferTerms): string {
  if (request.offerType === "referral") return `${request.brandName} referral offer`;
  const offer = describeOffer({
    offerType: request.offerType,
    discountType: request.discountType === "other" ? undefined : (request.discountType ?? undefined),
    discountValue: request.discountValue ?? undefined,
  });
  return `${offer.charAt(0).toUpperCase()}${offer.slice(1)} at ${request.brandName}`;
}

/** The draft offer's fields, taken from the request. */
export function draftOfferFrom(request: PartnershipRequestRow): NewOfferRow {
  // A guide written in Arabic is the offer's Arabic guide; the English one is left for staff to write.
  const arabicGuide = isArabicGuide(request.redemptionGuide);
  return {
    status: "draft",
    title: proposeOfferTitle(request),
    description: request.businessDescription,
    businessDescription: request.businessDescription,
    brandName: request.brandName,
    businessName: request.brandName,
    businessCategory: offerCategoryFor(request.brandCategory),
    logoUrl: logoUrlOf(request.logoKey),
    coverUrl: request.coverKey ? coverUrlOf(request.coverKey) : null,
    websiteUrl: request.websiteUrl,
    offerType: request.offerType,
    redemptionChannel: request.redemptionChannel,
    discountType: request.discountType,
    discountValue: request.discountValue,
    code: request.discountCode,
    referralLink: request.referralLink,
    expiresAt: request.expiresOn ? endOfDubaiDay(request.expiresOn) : null,
    discountRedemptionGuide: arabicGuide ? [] : request.redemptionGuide,
    discountRedemptionGuideAr: arabicGuide ? request.redemptionGuide : null,
    generalInfo: request.generalInfo,
    termsAndConditions: request.termsAndConditions,
    // The merchant's Arabic, when given; staff add the rest in the editor.
    titleAr: request.titleAr,
    descriptionAr: request.descriptionAr,
    termsAndConditionsAr: request.termsAndConditionsAr,
  };
}
