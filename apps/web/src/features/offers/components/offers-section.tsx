import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { CategoryFilter } from "@studentperks/contracts/catalogue";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import CircleAlert from "lucide-react/icons/circle-alert";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { OFFER_PARAM, sections } from "#web/lib/paths.ts";
import { useFavoriteIds, useToggleFavorite } from "../api/favorites.ts";
import { useOffers } from "../api/get-offers.ts";
import { useOfferRankings } from "../api/rankings.ts";
import { withCatalogueView, type OfferSort } from "../lib/catalogue-view.ts";
import { filterOffers, searchKey } from "../lib/filter-offers.ts";
import { offerRows } from "../lib/offer-rows.ts";
import { sortOffers } from "../lib/sort-offers.ts";
import { useCatalogueView } from "../lib/use-catalogue-view.ts";
import type { Viewer } from "../lib/viewer.ts";
import { OfferGridSkeleton } from "./offer-card-skeleton.tsx";
import { OfferFilters } from "./offer-filters.tsx";
import { OffersEmpty } from "./offers-empty.tsx";

// The modal's code (Radix Dialog, Tabs) loads when an offer is first opened; at once when the page
// is opened on an offer's link, rather than after the catalogue has arrived.
const loadOfferModal = () => import("./offer-modal/offer-modal.tsx");
const OfferModal = lazy(loadOfferModal);
// The cards' code (grid, rows, covers) is fetched beside the catalogue and drawn with it: none of it
// is needed before the first paint, which shows the skeleton.
const loadOfferGrid = () => import("./offer-grid.tsx");
const loadOfferRows = () => import("./offer-rows.tsx");
const OfferGrid = lazy(() => loadOfferGrid().then((module) => ({ default: module.OfferGrid })));
const OfferRows = lazy(() => loadOfferRows().then((module) => ({ default: module.OfferRows })));

/**
 * "Exclusive Student Discounts": search, category chips (and Saved, for students), sort, the rows
 * (Featured, Trending, New, Ending soon) while nothing is filtered, the offer grid, and the offer modal of the offer named in the address (spec 000 §2, §4). Search, category and
 * sort live in the address too (catalogue-view.ts). The offers are shown in `locale` where they have
 * texts in it (in English otherwise).
 */
export function OffersSection({ viewer, locale }: { viewer: Viewer; locale: Locale }) {
  const { params, query, setQuery, category, sort, go } = useCatalogueView();
  /** A chip or a sort: a step of its own in the history. */
  const show = (change: { category: CategoryFilter } | { sort: OfferSort }) =>
    go((current) => withCatalogueView(current, change));
  const [savedOnly, setSavedOnly] = useState(false);
  const favoriteIds = useFavoriteIds(viewer.isStudent);
  const toggleFavorite = useToggleFavorite();
  // Typing stays responsive with thousands of offers: the grid follows the search a beat behind.
  const deferredQuery = useDeferredValue(query);
  const offers = useOffers();
  const rankings = useOfferRankings();
  // The cards are drawn in a transition, in slices, while the skeleton stays: one long task for the
  // whole grid would hold up whatever the student does just after the page starts.
  const loadedOffers = useDeferredValue(offers.data);
  // "Try again" after a failure shows the skeleton again while it loads.
  const isLoading =
    offers.isPending ||
    (offers.isError && offers.isFetching) ||
    (loadedOffers === undefined && offers.data !== undefined) ||
    // The rows and Popular wait for the ranking rather than moving under the reader; if it fails, the
    // rows it feeds are left out and Popular is newest first.
    rankings.isPending;

  const showSaved = savedOnly && viewer.isStudent;
  const filtered = useMemo(() => {
    const matching = loadedOffers ? filterOffers(loadedOffers, { query: deferredQuery, category }) : [];
    const shown = showSaved ? matching.filter((offer) => favoriteIds.has(offer.id)) : matching;
    return sortOffers(shown, sort, rankings.data?.popular);
  }, [loadedOffers, deferredQuery, category, showSaved, favoriteIds, sort, rankings.data]);
  // The rows are a shop window: a search, a category or Saved asks for something else.
  const showRows = !searchKey(deferredQuery) && category === "all" && !showSaved;
  const rows = useMemo(
    () => (showRows && loadedOffers ? offerRows(loadedOffers, rankings.data, new Date()) : []),
    [showRows, loadedOffers, rankings.data],
  );

  // Where focus goes back to when the offer closes: the card it was opened from (rows repeat cards).
  const opener = useRef<HTMLElement | null>(null);

  const openOffer = useCallback(
    (offerId: number) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      go((current) => {
        current.set(OFFER_PARAM, String(offerId));
        return current;
      });
    },
    [go],
  );
  const closeOffer = () =>
    go(
      (current) => {
        current.delete(OFFER_PARAM);
        return current;
      },
      { replace: true },
    );
  const onToggleFavorite = useCallback(
    (offerId: number) => void toggleFavorite(offerId, !favoriteIds.has(offerId)),
    [toggleFavorite, favoriteIds],
  );
  const favorites = useMemo(
    () => (viewer.isStudent ? { ids: favoriteIds, onToggle: onToggleFavorite } : undefined),
    [viewer.isStudent, favoriteIds, onToggleFavorite],
  );
  useEffect(() => {
    void loadOfferGrid();
    void loadOfferRows();
  }, []);
  const openId = Number(params.get(OFFER_PARAM));
  useEffect(() => {
    if (openId) void loadOfferModal();
  }, [openId]);
  const openOfferData = offers.data?.find((offer) => offer.id === openId);

  return (
    <section
      id={sections.discounts}
      aria-labelledby="discounts-title"
      className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-8 flex flex-col gap-2">
        <h2 id="discounts-title" tabIndex={-1} className="text-h1 text-ink-900">
          {t("offers.title")}
        </h2>
        <p className="text-ink-600">{t("offers.subtitle")}</p>
      </div>
      <div className="flex flex-col gap-8">
        <OfferFilters
          query={query}
          onQueryChange={setQuery}
          category={category}
          onCategoryChange={(next) => show({ category: next })}
          sort={sort}
          onSortChange={(next) => show({ sort: next })}
          saved={
            viewer.isStudent ? { isOn: savedOnly, onToggle: () => setSavedOnly((on) => !on) } : undefined
          }
        />
        {isLoading ? (
          <OfferGridSkeleton />
        ) : offers.isError ? (
          <Alert variant="destructive" role="alert" className="items-start">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-1 flex-col items-start gap-3">
              <p className="font-medium">{offers.error.message || t("offers.loadFailed")}</p>
              <Button variant="outline" size="sm" onClick={() => void offers.refetch()}>
                {t("offers.retry")}
              </Button>
            </div>
          </Alert>
        ) : filtered.length === 0 ? (
          <OffersEmpty saved={showSaved && favoriteIds.size === 0} />
        ) : (
          // Rows and grid show together: the skeleton stays until their code has arrived too.
          <Suspense fallback={<OfferGridSkeleton />}>
            {rows.length ? (
              <>
                <OfferRows rows={rows} locale={locale} onOpen={openOffer} favorites={favorites} />
                <h3 className="-mb-4 text-xl font-bold tracking-tight text-ink-900">
                  {t("offers.rows.all")}
                </h3>
              </>
            ) : null}
            <OfferGrid
              key={`${category}\n${searchKey(deferredQuery)}\n${showSaved}\n${sort}`}
              offers={filtered}
              locale={locale}
              onOpen={openOffer}
              favorites={favorites}
            />
          </Suspense>
        )}
      </div>
      {openOfferData ? (
        <Suspense fallback={null}>
          <OfferModal
            offer={openOfferData}
            locale={locale}
            viewer={viewer}
            isSaved={favoriteIds.has(openOfferData.id)}
            onToggleSave={() => onToggleFavorite(openOfferData.id)}
            onClose={closeOffer}
            onReturnFocus={() => focusOfferCard(openOfferData.id, opener.current)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * Back to the card the offer was opened from, else (opened from a link) its first card, or, when no card
 * of it is shown, the section's heading.
 */
function focusOfferCard(offerId: number, opener: HTMLElement | null): void {
  const card = opener?.isConnected
    ? opener
    : document.querySelector<HTMLElement>(`[data-open-offer="${offerId}"]`);
  (card ?? document.getElementById("discounts-title"))?.focus();
}
