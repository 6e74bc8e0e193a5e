import { useCallback } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import ArrowLeft from "lucide-react/icons/arrow-left";
import CircleAlert from "lucide-react/icons/circle-alert";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { pageTitle, brandPageTitle } from "#web/lib/page-titles.ts";
import { brandHref, discountsHref } from "#web/lib/paths.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { usePageDescription } from "#web/lib/use-page-description.ts";
import { useSearchStep } from "#web/lib/use-search-step.ts";
import { useBrandPage } from "#web/features/offers/api/brand-page.ts";
import { useOfferDetails } from "#web/features/offers/api/catalogue.ts";
import type { Viewer } from "#web/features/offers/lib/viewer.ts";
import { OfferGridSkeleton } from "../offer-card-skeleton.tsx";
import { OfferGrid } from "../offer-grid.tsx";
import { OpenOffer, useOfferFavorites, useOpenOffer, type AddressStep } from "../open-offer.tsx";
import { BrandHeader } from "./brand-header.tsx";

const OFFERS_TITLE_ID = "brand-offers-title";

interface BrandOffersProps {
  slug: string;
  viewer: Viewer;
  locale: Locale;
  /** Drawn instead when the brand has no live offer (the server answers such a page with its 404). */
  notFound: React.ReactNode;
}

/**
 * A brand's page (issue 20): the brand, then its live offers' cards, which open in the same offer modal
 * as on the home page (?offer=<id>, which Back closes).
 */
export function BrandOffers({ slug, viewer, locale, notFound }: BrandOffersProps) {
  const brandPage = useBrandPage(slug);
  const [params] = useSearchParams();
  const setParams = useSearchStep();
  const go = useCallback<AddressStep>(
    (edit, options) => setParams(edit(new URLSearchParams(window.location.search)), options),
    [setParams],
  );
  const { openId, openOffer, closeOffer, opener } = useOpenOffer(params, go);
  const favorites = useOfferFavorites(viewer);
  // The page's cards carry no terms or guides: the open offer's texts come as on the home page.
  const details = useOfferDetails(openId || null);
  const brand = brandPage.data?.brand;
  usePageDescription(brand ? t("description.brand", { brand: brand.name }) : t("description.brandPage"));
  useDocumentTitle(brand ? brandPageTitle(brand.name) : pageTitle(brandHref(slug)));

  if (brandPage.error instanceof ApiError && brandPage.error.status === 404) return notFound;
  // An earlier slug (staff changed it) answers the brand as it is now: its own address takes over.
  const currentSlug = brandPage.data?.brand.slug;
  if (currentSlug && currentSlug !== slug)
    return <Navigate to={`${brandHref(currentSlug)}${window.location.search}`} replace />;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to={discountsHref}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("brand.allOffers")}
      </Link>
      {brandPage.data ? (
        <>
          <BrandHeader brand={brandPage.data.brand} offerCount={brandPage.data.offers.length} />
          <section aria-labelledby={OFFERS_TITLE_ID} className="flex flex-col gap-6">
            <h2 id={OFFERS_TITLE_ID} tabIndex={-1} className="text-h2 text-ink-900">
              {t("brand.offersTitle", { brand: brandPage.data.brand.name })}
            </h2>
            <OfferGrid
              offers={brandPage.data.offers}
              locale={locale}
              onOpen={openOffer}
              favorites={favorites}
              studentId={viewer.isStudent ? viewer.userId : null}
              countOnlyWhenPartial
            />
          </section>
          <OpenOffer
            offer={openId ? (details.data ?? undefined) : undefined}
            locale={locale}
            viewer={viewer}
            favorites={favorites}
            onClose={closeOffer}
            opener={opener}
            fallbackFocusId={OFFERS_TITLE_ID}
          />
        </>
      ) : brandPage.isError ? (
        <Alert variant="destructive" role="alert" className="items-start">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="flex flex-1 flex-col items-start gap-3">
            <p className="font-medium">{t("brand.loadFailed")}</p>
            <Button variant="outline" size="sm" onClick={() => void brandPage.refetch()}>
              {t("offers.retry")}
            </Button>
          </div>
        </Alert>
      ) : (
        <BrandSkeleton />
      )}
    </div>
  );
}

/** The header's and the grid's shapes while the brand loads (and in the prerendered page). */
function BrandSkeleton() {
  return (
    <div className="flex flex-col gap-10">
      <p role="status" className="sr-only">
        {t("brand.loading")}
      </p>
      <div aria-hidden="true" className="grid items-center gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-4">
            <Skeleton className="size-16 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-9 w-2/3" />
              <Skeleton className="h-5 w-1/3 rounded-full" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <Skeleton className="order-first aspect-[1200/630] w-full rounded-card lg:order-last" />
      </div>
      <OfferGridSkeleton />
    </div>
  );
}
