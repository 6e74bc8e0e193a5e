import { HowItWorks } from "../features/guide/components/how-it-works.tsx";
import { guide } from "../features/guide/content/guide.en.ts";
import { partnerRows } from "../features/marketing/logos.ts";

/** Spec 001 §9: the guide shows eleven partner logos. */
const GUIDE_PARTNER_COUNT = 11;
const partnerLogos = partnerRows.flat().slice(0, GUIDE_PARTNER_COUNT);

export default function HowItWorksPage() {
  return <HowItWorks content={guide} partnerLogos={partnerLogos} />;
}
