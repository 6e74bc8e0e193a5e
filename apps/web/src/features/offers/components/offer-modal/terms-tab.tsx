import { defaultTerms, offerTerms } from "#web/features/offers/lib/offer-terms.ts";

/** The offer's terms, or the default terms every offer carries (spec 000 §6). */
export function TermsTab({ terms }: { terms: string | null }) {
  const own = offerTerms(terms);
  if (own) {
    return (
      <div className="flex flex-col gap-3 text-sm text-slate-700">
        {own.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return (
    <ul className="flex list-disc flex-col gap-2 ps-5 text-sm text-slate-700">
      {defaultTerms().map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  );
}
