// What an offer's form fields become in its row, and what publishing it still lacks: shared by the
// staff editor and the approval of a brand's proposal from the partner portal (issue 37).
import { publishProblems, type OfferFields } from "@studentperks/contracts/admin/offers";
import { endOfDubaiDay, startOfDubaiDay } from "@studentperks/contracts/dubai-time";
import type { OfferRow } from "#server/db/schema.ts";
import { guideSteps } from "./guide.ts";

/** The columns an edit writes, from the form's fields. */
export function columnsOf(input: OfferFields) {
  const { startsOn, expiresOn, discountRedemptionGuide, discountRedemptionGuideAr, ...fields } = input;
  return {
    ...fields,
    startsAt: startsOn ? startOfDubaiDay(startsOn) : null,
    expiresAt: expiresOn ? endOfDubaiDay(expiresOn) : null,
    discountRedemptionGuide: discountRedemptionGuide.length > 0 ? discountRedemptionGuide : null,
    discountRedemptionGuideAr: discountRedemptionGuideAr.length > 0 ? discountRedemptionGuideAr : null,
  };
}

type Publishable = Pick<
  OfferRow,
  | "offerType"
  | "discountType"
  | "discountValue"
  | "referralLink"
  | "termsAndConditions"
  | "expiresAt"
  | "discountRedemptionGuide"
>;

export const problemsOf = (offer: Publishable, now: Date) =>
  publishProblems({ ...offer, stepCount: guideSteps(offer.discountRedemptionGuide).length }, now);
