import { useDeferredValue, useMemo, useState } from "react";
import { ALL_CATEGORIES, type CategoryFilter } from "@studentperks/contracts/catalogue";
import CircleAlert from "lucide-react/icons/circle-alert";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../lib/i18n/index.ts";
import { sections } from "../../../lib/paths.ts";
import { useOffers } from "../api/get-offers.ts";
import { filterOffers } from "../lib/filter-offers.ts";
import { OfferGridSkeleton } from "./offer-card-skeleton.tsx";
import { OfferFilters } from "./offer-filters.tsx";
import { OfferGrid } from "./offer-grid.tsx";
import { OffersEmpty } from "./offers-empty.tsx";

/** "Exclusive Student Discounts": search, category chips and the offer grid (spec 000 §2, §4). */
export function OffersSection() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<CategoryFilter>(ALL_CATEGORIES);
  // Typing stays responsive with thousands of offers: the grid follows the search a beat behind.
  const deferredQuery = useDeferredValue(query);
  const offers = useOffers();
  // "Try again" after a failure shows the skeleton again while it loads.
  const isLoading = offers.isPending || (offers.isError && offers.isFetching);

  const filtered = useMemo(
    () => (offers.data ? filterOffers(offers.data, { query: deferredQuery, category }) : []),
    [offers.data, deferredQuery, category],
  );

  return (
    <section
      id={sections.discounts}
      aria-labelledby="discounts-title"
      className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-8 flex flex-col gap-2">
        <h2 id="discounts-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t("offers.title")}
        </h2>
        <p className="text-slate-600">{t("offers.subtitle")}</p>
      </div>
      <div className="flex flex-col gap-8">
        <OfferFilters
          query={query}
          onQueryChange={setQuery}
          category={category}
          onCategoryChange={setCategory}
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
          <OffersEmpty />
        ) : (
          <OfferGrid key={`${category}\n${deferredQuery.trim().toLowerCase()}`} offers={filtered} />
        )}
      </div>
    </section>
  );
}
