// Issue 32: an offer made from a request written in Arabic has no English yet (or Arabic in the
// English fields). Students read the English, so staff are told before they publish.
import { useWatch } from "react-hook-form";
import { englishProblemOf } from "@studentperks/contracts/script";
import {
  EnglishWarnings,
  type EnglishWarning,
} from "#web/features/admin/shared/components/english-warnings.tsx";
import type { OfferFormMethods } from "../lib/form-values.ts";
import { offersText } from "../messages.ts";

export function OfferEnglishWarnings({ form }: { form: OfferFormMethods }) {
  const [title, description, guide, terms] = useWatch({
    control: form.control,
    name: ["title", "description", "discountRedemptionGuide", "termsAndConditions"],
  });
  const texts = [
    { label: offersText("field.title"), text: title },
    { label: offersText("field.description"), text: description },
    { label: offersText("section.guide"), text: (guide ?? []).map((step) => step.instruction).join("\n") },
    { label: offersText("field.terms"), text: terms },
  ];
  const warnings = texts.flatMap(({ label, text }): EnglishWarning[] => {
    const problem = englishProblemOf(typeof text === "string" ? text : "");
    return problem ? [{ label, problem }] : [];
  });
  return <EnglishWarnings warnings={warnings} intro={offersText("edit.englishWarnings")} />;
}
