import { useParams } from "react-router";
import { BrandOffers } from "../features/offers/components/brand/brand-offers.tsx";
import { useLocale } from "../lib/i18n/index.ts";
import { useViewer } from "../app/use-viewer.ts";
import NotFoundPage from "./not-found-page.tsx";

/** /brands/<slug>: one brand and its live offers (issue 20). */
function BrandPage() {
  const slug = useParams().slug ?? "";
  return <BrandOffers slug={slug} viewer={useViewer()} locale={useLocale()} notFound={<NotFoundPage />} />;
}

export default BrandPage;
