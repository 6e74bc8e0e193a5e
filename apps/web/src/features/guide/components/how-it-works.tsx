import { Link } from "react-router";
import { BrandLogoLink, type PartnerBrand } from "#web/components/brand-logo-link.tsx";
import { buttonClassName } from "#web/components/ui/button.tsx";
import { paths } from "#web/lib/paths.ts";
import type { GuideContent } from "../content/guide.en.ts";
import { GuideStepItem } from "./guide-step.tsx";

interface HowItWorksProps {
  content: GuideContent;
  /** Spec 001 §9: eleven partner brands, from the live catalogue; null while it loads. */
  partners: readonly PartnerBrand[] | null;
}

/** /how-it-works (spec 001 §2): the nine steps with screenshots, partner logos, and a way in. */
export function HowItWorks({ content, partners }: HowItWorksProps) {
  return (
    <div className="flex flex-col">
      <header className="bg-gradient-to-b from-brand-50 to-white px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:px-8">
        <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
          <p className="mb-4 rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-900">
            {content.eyebrow}
          </p>
          <h1 className="text-display text-balance text-ink-900">{content.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-ink-700">{content.intro}</p>
        </div>
      </header>

      <ol
        aria-label={content.stepsLabel}
        className="mx-auto flex w-full max-w-5xl flex-col px-4 sm:px-6 lg:px-8"
      >
        {content.steps.map((step, index) => (
          <GuideStepItem key={step.screenshot} step={step} number={index + 1} isFirst={index === 0} />
        ))}
      </ol>

      <section aria-labelledby="guide-partners" className="bg-ink-50 px-4 py-14 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-5xl text-center">
          <h2 id="guide-partners" className="text-h1 text-ink-900">
            {content.partnersTitle}
          </h2>
          <p className="mt-3 text-ink-700">{content.partnersText}</p>
          <ul className="mx-auto mt-8 flex min-h-[8rem] max-w-3xl flex-wrap justify-center gap-3 sm:gap-4">
            {(partners ?? []).map((brand) => (
              <li key={brand.name}>
                <BrandLogoLink brand={brand} className="w-[160px] sm:w-[200px]" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="guide-cta" className="px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-3xl flex-col items-center rounded-3xl bg-ink-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="guide-cta" className="text-h1">
            {content.ctaTitle}
          </h2>
          <p className="mt-3 max-w-xl text-pretty text-ink-300">{content.ctaText}</p>
          <Link
            to={paths.signup}
            className={buttonClassName({ size: "lg", className: "mt-8 focus-visible:outline-brand" })}
          >
            {content.cta}
          </Link>
        </div>
      </section>
    </div>
  );
}
