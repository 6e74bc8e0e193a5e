import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from "react";
import type { CategoryFilter, WhereFilter } from "@studentperks/contracts/catalogue";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import CircleAlert from "lucide-react/icons/circle-alert";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { t } from "#web/lib/i18n/index.ts";
import { sections } from "#web/lib/paths.ts";
import { searchText } from "@studentperks/contracts/search-text";
import { useCatalogueFront, useCataloguePages, useOfferDetails } from "../api/catalogue.ts";
import { withCatalogueView, type OfferSort } from "../lib/catalogue-view.ts";
import { useCatalogueView } from "../lib/use-catalogue-view.ts";
import type { Viewer } from "../lib/viewer.ts";
import { OfferGridSkeleton } from "./offer-card-skeleton.tsx";
import { OfferFilters } from "./offer-filters.tsx";
import { OffersEmpty } from "./offers-empty.tsx";
import { OpenOffer, useOfferFavorites, useOpenOffer } from "./open-offer.tsx";
// The cards' code (grid, rows, covers) is fetched beside the catalogue and drawn with it: none of it
// is needed before the first paint, which shows the skeleton.
const loadOfferGrid = () => import("./offer-grid.tsx");
const loadOfferRows = () => import("./offer-rows.tsx");
const OfferGrid = lazy(() => loadOfferGrid().then((module) => ({ default: module.OfferGrid })));
const OfferRows = lazy(() => loadOfferRows().then((module) => ({ default: module.OfferRows })));

/** One key per distinct search, for starting the grid over when the results may change. */
const searchKey = (query: string) => searchText(query.trim());

/**
 * "Exclusive Student Discounts": search, category chips (and Saved, for students), In store (issue 35),
 * sort, the rows (Featured, Trending, New, Ending soon) while nothing is filtered, the offer grid, and
 * the offer modal of the offer named in the address (spec 000 §2, §4). Search, category, In store and
 * sort live in the address too (catalogue-view.ts). The server searches, filters, sorts and pages (api/catalogue.ts), so the
 * page costs the same whatever the catalogue's size. The offers are shown in `locale` where they have
 * texts in it (in English otherwise).
 */
export function OffersSection({ viewer, locale }: { viewer: Viewer; locale: Locale }) {
  const { params, query, setQuery, category, where, sort, go } = useCatalogueView();
  /** A chip or a sort: a step of its own in the history. */
  const show = (change: { category: CategoryFilter } | { where: WhereFilter } | { sort: OfferSort }) =>
    go((current) => withCatalogueView(current, change));
  const [savedOnly, setSavedOnly] = useState(false);
  const favorites = useOfferFavorites(viewer);
  const studentId = viewer.isStudent ? viewer.userId : null;
  const favoriteIds = favorites?.ids;
  const showSaved = savedOnly && viewer.isStudent;
  // The search is asked of the server as it is typed: each answer replaces the last when it comes.
  const deferredQuery = useDeferredValue(query);
  const saved = useMemo(
    () => (showSaved ? [...(favoriteIds ?? [])].sort((a, b) => a - b) : null),
    [showSaved, favoriteIds],
  );
  const pages = useCataloguePages({ query: deferredQuery, category, where, sort, saved });
  const front = useCatalogueFront();
  // Each answer is drawn in an interruptible render, so a keystroke never waits for the grid.
  const shown = useDeferredValue(pages.data);
  const offers = useMemo(() => shown?.pages.flatMap((page) => page.offers) ?? [], [shown]);
  const total = shown?.pages[0]?.total ?? 0;
  // The rows are a shop window: a search, a category, In store or Saved asks for something else.
  const showRows = !searchKey(deferredQuery) && category === "all" && where === "anywhere" && !showSaved;
  const rows = showRows ? (front.data?.rows ?? []) : [];
  // "Try again" after a failure shows the skeleton again while it loads; the rows wait for the front
  // rather than moving the grid down under the reader (if it fails, they are left out).
  const isLoading = pages.isPending || (pages.isError && pages.isFetching) || (showRows && front.isPending);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  // The same object until the answer or its paging changes, so a keystroke leaves the grid alone.
  const paged = useMemo(
    () => ({
      total,
      more: hasNextPage ? { isLoading: isFetchingNextPage, onShow: () => void fetchNextPage() } : undefined,
    }),
    [total, hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  const { openId, openOffer, closeOffer, opener } = useOpenOffer(params, go);
  const details = useOfferDetails(openId || null);
  useEffect(() => {
    void loadOfferGrid();
    void loadOfferRows();
  }, []);

  return (
    <section
      id={sections.discounts}
      aria-labelledby="discounts-title"
      className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 pt-6 pb-16 sm:px-6 sm:pt-16 lg:px-8"
    >
      <div className="mb-5 flex flex-col gap-2 sm:mb-8">
        {/* One line on a phone, so the first offers start within the first screen and a half. */}
        <h2 id="discounts-title" tabIndex={-1} className="text-h2 text-ink-900 sm:text-h1">
          {t("offers.title")}
        </h2>
        <p className="text-ink-600">{t("offers.subtitle")}</p>
      </div>
      <div className="flex flex-col gap-5 sm:gap-8">
        <OfferFilters
          query={query}
          onQueryChange={setQuery}
          category={category}
          onCategoryChange={(next) => show({ category: next })}
          inStore={where === "in-store"}
          onInStoreChange={(isOn) => show({ where: isOn ? "in-store" : "anywhere" })}
          sort={sort}
          onSortChange={(next) => show({ sort: next })}
          saved={
            viewer.isStudent ? { isOn: savedOnly, onToggle: () => setSavedOnly((on) => !on) } : undefined
          }
        />
        {isLoading ? (
          <OfferGridSkeleton />
        ) : pages.isError ? (
          <Alert variant="destructive" role="alert" className="items-start">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-1 flex-col items-start gap-3">
              <p className="font-medium">{pages.error.message || t("offers.loadFailed")}</p>
              <Button variant="outline" size="sm" onClick={() => void pages.refetch()}>
                {t("offers.retry")}
              </Button>
            </div>
          </Alert>
        ) : offers.length === 0 ? (
          <OffersEmpty saved={showSaved && favoriteIds?.size === 0} />
        ) : (
          // Rows and grid show together: the skeleton stays until their code has arrived too.
          <Suspense fallback={<OfferGridSkeleton />}>
            {rows.length ? (
              <>
                <OfferRows
                  rows={rows}
                  locale={locale}
                  onOpen={openOffer}
                  favorites={favorites}
                  studentId={studentId}
                />
                <h3 className="-mb-4 text-xl font-bold tracking-tight text-ink-900">
                  {t("offers.rows.all")}
                </h3>
              </>
            ) : null}
            <OfferGrid
              offers={offers}
              paged={paged}
              isUpdating={pages.isPlaceholderData}
              locale={locale}
              onOpen={openOffer}
              favorites={favorites}
              studentId={studentId}
            />
          </Suspense>
        )}
      </div>
      <OpenOffer
        offer={openId ? (details.data ?? undefined) : undefined}
        locale={locale}
        viewer={viewer}
        favorites={favorites}
        onClose={closeOffer}
        opener={opener}
        fallbackFocusId="discounts-title"
      />
    </section>
  );
}
