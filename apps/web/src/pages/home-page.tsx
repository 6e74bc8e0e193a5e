import { useViewer } from "../app/use-viewer.ts";
import { Hero } from "../features/marketing/components/hero.tsx";
import { MediaStrip } from "../features/marketing/components/media-strip.tsx";
import { MARQUEE_BRANDS, PartnerMarquee } from "../features/marketing/components/partner-marquee.tsx";
import { usePartnerBrands } from "../features/offers/api/partner-brands.ts";
import { HeroCollage } from "../features/offers/components/hero-collage.tsx";
import { OffersSection } from "../features/offers/components/offers-section.tsx";
import { t, useLocale } from "../lib/i18n/index.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { usePageDescription } from "../lib/use-page-description.ts";

export function HomePage() {
  // The hero's own introduction says best what the site is.
  usePageDescription(t("hero.description"));
  useDocumentTitle(t("title.home"));
  const viewer = useViewer();
  const locale = useLocale();
  return (
    <>
      <Hero media={<HeroCollage />} />
      <CataloguePartners />
      <OffersSection viewer={viewer} locale={locale} />
      <MediaStrip />
    </>
  );
}

/** The catalogue's brands, in a component of their own: the catalogue's arrival re-renders only them. */
function CataloguePartners() {
  return <PartnerMarquee brands={usePartnerBrands(MARQUEE_BRANDS)} />;
}
