import { HowItWorks } from "../features/guide/components/how-it-works.tsx";
import { guide } from "../features/guide/content/guide.en.ts";
import { usePartnerBrands } from "../features/offers/api/partner-brands.ts";

/** Spec 001 §9: the guide shows eleven partner logos. */
const GUIDE_PARTNER_COUNT = 11;

export default function HowItWorksPage() {
  return <HowItWorks content={guide} partners={usePartnerBrands(GUIDE_PARTNER_COUNT)} />;
}
