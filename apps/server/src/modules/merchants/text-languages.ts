// Where a merchant's texts are stored (issue 32): the form's main boxes are the English columns, but
// a merchant may write them in Arabic. Arabic is stored as Arabic, never published as the English.
import type { PartnershipRequest } from "@studentperks/contracts/merchants";
import { isArabicText } from "@studentperks/contracts/script";

interface Placed {
  english: string;
  arabic: string | null;
}

/**
 * A main text written in Arabic moves to its Arabic column, leaving the English empty for staff to
 * write. When the merchant gave an Arabic text too, both stay as given (staff are warned).
 */
function place(main: string, arabic: string | undefined): Placed {
  if (isArabicText(main) && !arabic) return { english: "", arabic: main };
  return { english: main, arabic: arabic ?? null };
}

export function placeTexts(request: PartnershipRequest) {
  const description = place(request.businessDescription, request.descriptionAr);
  const terms = place(request.termsAndConditions, request.termsAndConditionsAr);
  return {
    businessDescription: description.english,
    descriptionAr: description.arabic,
    termsAndConditions: terms.english,
    termsAndConditionsAr: terms.arabic,
  };
}
