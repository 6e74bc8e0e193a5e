// The form holds what the inputs hold (strings, "" for empty); the contracts schema turns that into
// the offer the server stores, on both sides.
import type { AdminOffer, OfferFields, OfferInput } from "@studentperks/contracts/admin/offers";
import type { UseFormReturn } from "react-hook-form";

export type OfferFormValues = OfferInput;
export type OfferFormMethods = UseFormReturn<OfferInput, unknown, OfferFields>;

export function formValues(offer?: AdminOffer): OfferFormValues {
  return {
    title: offer?.title ?? "",
    description: offer?.description ?? "",
    businessDescription: offer?.businessDescription ?? "",
    brandName: offer?.brandName ?? "",
    businessName: offer?.businessName ?? "",
    // "" shows the placeholder option; the schema refuses it with "Please select a category".
    businessCategory: offer?.businessCategory ?? ("" as OfferInput["businessCategory"]),
    logoUrl: offer?.logoUrl ?? "",
    coverUrl: offer?.coverUrl ?? "",
    websiteUrl: offer?.websiteUrl ?? "",
    offerType: offer?.offerType ?? "discount",
    redemptionChannel: offer?.redemptionChannel ?? "online",
    usageLimit: offer?.usageLimit ?? "once",
    discountType: offer?.discountType ?? "",
    discountValue: offer?.discountValue === null || offer === undefined ? "" : String(offer.discountValue),
    code: offer?.code ?? "",
    referralLink: offer?.referralLink ?? "",
    startsOn: offer?.startsOn ?? "",
    expiresOn: offer?.expiresOn ?? "",
    discountRedemptionGuide: offer?.discountRedemptionGuide.map(({ instruction }) => ({ instruction })) ?? [
      { instruction: "" },
    ],
    generalInfo: offer?.generalInfo ?? "",
    termsAndConditions: offer?.termsAndConditions ?? "",
    titleAr: offer?.titleAr ?? "",
    descriptionAr: offer?.descriptionAr ?? "",
    // No empty Arabic step to start with: the Arabic guide is optional.
    discountRedemptionGuideAr:
      offer?.discountRedemptionGuideAr.map(({ instruction }) => ({ instruction })) ?? [],
    termsAndConditionsAr: offer?.termsAndConditionsAr ?? "",
  };
}

const FIELDS = new Set(Object.keys(formValues()));

/** The form field a server issue names, if the form has it. */
export function fieldOfIssue(path: string): string | undefined {
  if (/^discountRedemptionGuide(Ar)?\.\d+\.instruction$/.test(path)) return path;
  return FIELDS.has(path) ? path : undefined;
}
