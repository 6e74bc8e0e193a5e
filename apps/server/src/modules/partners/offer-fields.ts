// An offer as its brand proposes it (issue 37): the portal's fields, read from an offer's row, written
// into one, and compared, so staff see what a proposal changes and approval writes exactly that.
import type { OfferFields } from "@studentperks/contracts/admin/offers";
import { dubaiDayOf, lastDubaiDay } from "@studentperks/contracts/dubai-time";
import type { PartnerOfferFields } from "@studentperks/contracts/partners";
import type { OfferRow } from "#server/db/schema.ts";
import { guideSteps } from "#server/modules/admin/offers/index.ts";

/** The portal's fields of an offer as it is now. */
export function partnerFieldsOf(row: OfferRow): PartnerOfferFields {
  return {
    title: row.title,
    description: row.description,
    businessCategory: row.businessCategory,
    coverUrl: row.coverUrl,
    websiteUrl: row.websiteUrl,
    offerType: row.offerType,
    redemptionChannel: row.redemptionChannel,
    usageLimit: row.usageLimit,
    discountType: row.discountType,
    discountValue: row.discountValue,
    code: row.code,
    referralLink: row.referralLink,
    startsOn: row.startsAt ? dubaiDayOf(row.startsAt) : null,
    expiresOn: row.expiresAt ? lastDubaiDay(row.expiresAt) : null,
    discountRedemptionGuide: guideSteps(row.discountRedemptionGuide),
    generalInfo: row.generalInfo,
    termsAndConditions: row.termsAndConditions,
    titleAr: row.titleAr,
    descriptionAr: row.descriptionAr,
    discountRedemptionGuideAr: row.discountRedemptionGuideAr ?? [],
    termsAndConditionsAr: row.termsAndConditionsAr,
  };
}

/** What the brand's record gives an offer on top of its proposal. */
export interface BrandFace {
  name: string;
  logoUrl: string | null;
  description: string | null;
}

/** The editor's whole set of fields: the proposal's, and the brand's name, logo and description. */
export function offerFieldsFrom(fields: PartnerOfferFields, brand: BrandFace): OfferFields {
  return {
    ...fields,
    brandName: brand.name,
    businessName: brand.name,
    logoUrl: brand.logoUrl,
    businessDescription: brand.description,
  };
}

/** The fields whose values differ, in the fields' order. */
export function changedFields(before: PartnerOfferFields | null, after: PartnerOfferFields): string[] {
  if (!before) return Object.keys(after);
  return (Object.keys(after) as (keyof PartnerOfferFields)[]).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
}
