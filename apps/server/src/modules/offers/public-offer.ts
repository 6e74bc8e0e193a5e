// Row -> public shape. Listed field by field so a new column never leaks by accident; the contract
// schema then strips anything else (code and referralLink never leave the server here).
import type { PublicOffer } from "@studentperks/contracts/offers";
import type { OfferRow } from "#server/db/schema.ts";

/** An offer's row with its brand's slug and colour (brands joined on brand_id). */
export type PublicOfferRow = OfferRow & { brandSlug: string; brandColour: string | null };

/** What the catalogue index reads of an offer: its card, its search texts and its sort fields. */
export type CardRow = Pick<
  PublicOfferRow,
  | "id"
  | "title"
  | "titleAr"
  | "description"
  | "descriptionAr"
  | "brandName"
  | "businessName"
  | "businessDescription"
  | "businessCategory"
  | "logoUrl"
  | "coverUrl"
  | "startsAt"
  | "offerType"
  | "discountType"
  | "discountValue"
  | "redemptionChannel"
  | "usageLimit"
  | "codesRanOutAt"
  | "expiresAt"
  | "publishedAt"
  | "createdAt"
  | "updatedAt"
  | "featuredRank"
  | "brandSlug"
  | "brandColour"
> & { brandUpdatedAt: Date };

/** What a brand's page header is drawn from (the brands module), per live offer of the brand. */
export type BrandFaceRow = Pick<
  PublicOfferRow,
  | "id"
  | "updatedAt"
  | "brandName"
  | "businessCategory"
  | "logoUrl"
  | "coverUrl"
  | "websiteUrl"
  | "businessDescription"
> & {
  /** The brand's record (issue 37): where it says something, that wins over its offers. */
  record: {
    logoUrl: string | null;
    websiteUrl: string | null;
    description: string | null;
    descriptionAr: string | null;
    colour: string | null;
  };
};

export function toPublicOffer(row: PublicOfferRow): PublicOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    businessDescription: row.businessDescription,
    brandName: row.brandName,
    brandSlug: row.brandSlug,
    businessName: row.businessName,
    businessCategory: row.businessCategory,
    logoUrl: row.logoUrl,
    coverUrl: row.coverUrl,
    brandColour: row.brandColour,
    websiteUrl: row.websiteUrl,
    offerType: row.offerType,
    discountType: row.discountType,
    discountValue: row.discountValue,
    redemptionChannel: row.redemptionChannel,
    usageLimit: row.usageLimit,
    outOfCodes: row.codesRanOutAt !== null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    discountRedemptionGuide: row.discountRedemptionGuide ?? null,
    generalInfo: row.generalInfo,
    termsAndConditions: row.termsAndConditions,
    titleAr: row.titleAr,
    descriptionAr: row.descriptionAr,
    discountRedemptionGuideAr: row.discountRedemptionGuideAr,
    termsAndConditionsAr: row.termsAndConditionsAr,
  };
}
