import type { GuideStep } from "#web/features/offers/lib/redemption-guide.ts";
import type { LocalizedText } from "#web/features/offers/lib/localized-offer.ts";

/**
 * Numbered redemption steps: the offer's, or the default four (spec 000 §2, §5); localizeOffer has
 * chosen them, and their language.
 */
export function GuideTab({ guide }: { guide: LocalizedText<GuideStep[]> }) {
  return (
    <ol lang={guide.lang} dir="auto" className="flex flex-col gap-3">
      {guide.text.map(({ step, instruction }) => (
        <li key={step} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-950"
          >
            {step}
          </span>
          <p className="pt-0.5 text-ink-700">{instruction}</p>
        </li>
      ))}
    </ol>
  );
}
