import { useParams } from "react-router";
import { BrandOffers } from "../features/offers/components/brand/brand-offers.tsx";
import { useLocale } from "../lib/i18n/index.ts";
import { useViewer } from "../app/use-viewer.ts";
import { notFoundTitle } from "../lib/page-titles.ts";
import { useServedNotFound } from "../lib/served-not-found.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import NotFoundPage from "./not-found-page.tsx";

/** /brands/<slug>: one brand and its live offers (issue 20). */
function BrandPage() {
  const slug = useParams().slug ?? "";
  const viewer = useViewer();
  const locale = useLocale();
  const servedNotFound = useServedNotFound();
  useDocumentTitle(servedNotFound ? notFoundTitle() : null);
  // The server already looked the brand up and sent its 404 page: keep it rather than ask again.
  if (servedNotFound) return <NotFoundPage />;
  return <BrandOffers slug={slug} viewer={viewer} locale={locale} notFound={<NotFoundPage />} />;
}

export default BrandPage;
