import { Hero } from "../features/marketing/components/hero.tsx";
import { MediaStrip } from "../features/marketing/components/media-strip.tsx";
import { PartnerMarquee } from "../features/marketing/components/partner-marquee.tsx";
import { OffersSection } from "../features/offers/components/offers-section.tsx";

export function HomePage() {
  return (
    <>
      <Hero />
      <PartnerMarquee />
      <OffersSection />
      <MediaStrip />
    </>
  );
}
