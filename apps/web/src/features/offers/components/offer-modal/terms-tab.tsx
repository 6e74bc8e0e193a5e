import type { UsageLimit } from "@studentperks/contracts/catalogue";
import { defaultTerms } from "#web/features/offers/lib/offer-terms.ts";
import type { LocalizedText } from "#web/features/offers/lib/localized-offer.ts";

/**
 * The offer's terms (as paragraphs, in the language localizeOffer chose), or the default terms every
 * offer carries when it has none (spec 000 §6), with the offer's usage rule in place of "one code".
 */
export function TermsTab({
  terms,
  usageLimit,
}: {
  terms: LocalizedText<string[]> | null;
  usageLimit?: UsageLimit;
}) {
  if (terms) {
    return (
      <div lang={terms.lang} dir="auto" className="flex flex-col gap-3 text-sm text-ink-700">
        {terms.text.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return (
    <ul className="flex list-disc flex-col gap-2 ps-5 text-sm text-ink-700">
      {defaultTerms(usageLimit).map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  );
}
