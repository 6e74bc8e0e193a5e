// What staff must write or fix in English before a request's offer can be published (issue 32).
import type { LanguageWarning } from "@studentperks/contracts/admin/partnerships";
import type { RedemptionStep } from "@studentperks/contracts/offers";
import { englishProblemOf, isArabicText } from "@studentperks/contracts/script";
import type { PartnershipRequestRow } from "#server/db/schema.ts";

const guideText = (steps: RedemptionStep[]) => steps.map((step) => step.instruction).join("\n");

/** Whether the merchant wrote the guide in Arabic: the request has no Arabic guide column of its own. */
export const isArabicGuide = (steps: RedemptionStep[]) => isArabicText(guideText(steps));

type Texts = Pick<PartnershipRequestRow, "businessDescription" | "redemptionGuide" | "termsAndConditions">;

export function languageWarningsOf(request: Texts): LanguageWarning[] {
  const texts = {
    businessDescription: request.businessDescription,
    redemptionGuide: guideText(request.redemptionGuide),
    termsAndConditions: request.termsAndConditions,
  };
  return Object.entries(texts).flatMap(([field, text]) => {
    const problem = englishProblemOf(text);
    return problem ? [{ field: field as LanguageWarning["field"], problem }] : [];
  });
}
