// The proposal form holds what its inputs hold (strings, "" for empty); the contracts' schema
// (partnerOfferInputSchema) turns that into the proposal, on both sides. A change starts from the
// open proposal, else from the offer as students see it.
import type { UseFormReturn } from "react-hook-form";
import type { PartnerOfferInput, partnerOfferInputSchema } from "@studentperks/contracts/partners";
import type * as z from "zod";

export type OfferFormValues = PartnerOfferInput;
export type OfferFormMethods = UseFormReturn<
  PartnerOfferInput,
  unknown,
  z.output<typeof partnerOfferInputSchema>
>;

const text = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

function steps(value: unknown, empty: { instruction: string }[]): { instruction: string }[] {
  if (!Array.isArray(value)) return empty;
  const read = value
    .map((step: unknown) =>
      typeof step === "string"
        ? step
        : typeof step === "object" && step !== null
          ? text((step as { instruction?: unknown }).instruction)
          : "",
    )
    .filter((instruction) => instruction !== "")
    .map((instruction) => ({ instruction }));
  return read.length > 0 ? read : empty;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The form's values from an offer's fields (the detail's `proposed` or `live`), or a new offer's. */
export function offerFormValues(fields?: Record<string, unknown> | null): OfferFormValues {
  const f = fields ?? {};
  const expires = text(f.expiresOn) || text(f.expiresAt).slice(0, 10);
  const starts = text(f.startsOn);
  return {
    title: text(f.title),
    description: text(f.description),
    businessCategory: text(f.businessCategory) as OfferFormValues["businessCategory"],
    coverUrl: text(f.coverUrl),
    websiteUrl: text(f.websiteUrl),
    offerType: oneOf(f.offerType, ["discount", "referral"] as const, "discount"),
    redemptionChannel: oneOf(f.redemptionChannel, ["online", "in_store", "both"] as const, "online"),
    usageLimit: oneOf(
      f.usageLimit,
      ["once", "per_day", "per_7_days", "per_30_days", "unlimited"] as const,
      "once",
    ),
    discountType: text(f.discountType) as OfferFormValues["discountType"],
    discountValue: text(f.discountValue),
    code: text(f.code),
    referralLink: text(f.referralLink),
    startsOn: /^\d{4}-\d{2}-\d{2}$/.test(starts) ? starts : "",
    expiresOn: /^\d{4}-\d{2}-\d{2}$/.test(expires) ? expires : "",
    discountRedemptionGuide: steps(f.discountRedemptionGuide, [{ instruction: "" }]),
    generalInfo: text(f.generalInfo),
    termsAndConditions: text(f.termsAndConditions),
    titleAr: text(f.titleAr),
    descriptionAr: text(f.descriptionAr),
    discountRedemptionGuideAr: steps(f.discountRedemptionGuideAr, []),
    termsAndConditionsAr: text(f.termsAndConditionsAr),
  };
}

const FIELDS = new Set(Object.keys(offerFormValues()));

/** The form field a server issue names, if the form has it. */
export function fieldOfIssue(path: string): string | undefined {
  if (/^discountRedemptionGuide(Ar)?\.\d+\.instruction$/.test(path)) return path;
  if (/^discountRedemptionGuide(Ar)?$/.test(path)) return path;
  return FIELDS.has(path) ? path : undefined;
}
