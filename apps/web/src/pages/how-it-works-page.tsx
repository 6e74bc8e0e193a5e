import { HowItWorks } from "../features/guide/components/how-it-works.tsx";
import { guide } from "../features/guide/content/guide.en.ts";
import { usePartnerBrands } from "../features/offers/api/partner-brands.ts";
import { createLocalizedContent } from "../lib/i18n/use-localized-content.ts";
import { usePageDescription } from "../lib/use-page-description.ts";
import { t } from "../lib/i18n/index.ts";

/** Spec 001 §9: the guide shows eleven partner logos. */
const GUIDE_PARTNER_COUNT = 11;

const useGuide = createLocalizedContent(guide, {
  ar: async () => (await import("../features/guide/content/guide.ar.ts")).guide,
});

export default function HowItWorksPage() {
  usePageDescription(t("description.howItWorks"));
  return <HowItWorks content={useGuide()} partners={usePartnerBrands(GUIDE_PARTNER_COUNT)} />;
}
