import type { PublicOffer } from "@studentperks/contracts/offers";
import { guideSteps } from "#web/features/offers/lib/redemption-guide.ts";

/** Numbered redemption steps: the offer's, or the default four (spec 000 §2, §5). */
export function GuideTab({ guide }: { guide: PublicOffer["discountRedemptionGuide"] }) {
  return (
    <ol className="flex flex-col gap-3">
      {guideSteps(guide).map(({ step, instruction }) => (
        <li key={step} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-950"
          >
            {step}
          </span>
          <p className="pt-0.5 text-slate-700">{instruction}</p>
        </li>
      ))}
    </ol>
  );
}
