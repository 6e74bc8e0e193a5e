import { useId } from "react";
import { CATEGORY_FILTERS, type CategoryFilter } from "@studentperks/contracts/catalogue";
import { categoryLabel } from "../lib/category-label.ts";
import Heart from "lucide-react/icons/heart";
import Search from "lucide-react/icons/search";
import Store from "lucide-react/icons/store";
import { Input } from "#web/components/ui/input.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { cn } from "#web/lib/cn.ts";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";
import { sections } from "#web/lib/paths.ts";
import { OFFER_SORTS, type OfferSort } from "../lib/catalogue-view.ts";

interface OfferFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  /** Only the offers a student can use in store, with their card (issue 35). */
  inStore: boolean;
  onInStoreChange: (isOn: boolean) => void;
  sort: OfferSort;
  onSortChange: (sort: OfferSort) => void;
  /** The "Saved" chip, for signed-in students. */
  saved?: { isOn: boolean; onToggle: () => void };
}

const chipClassName = (isSelected: boolean) =>
  cn(
    "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800",
    isSelected
      ? "border-brand bg-brand text-brand-950"
      : "border-ink-300 bg-white text-ink-700 hover:border-brand-600 hover:text-ink-900",
  );

const sortLabels: Record<OfferSort, MessageKey> = {
  newest: "offers.sort.newest",
  popular: "offers.sort.popular",
  "ending-soon": "offers.sort.endingSoon",
  discount: "offers.sort.discount",
};

/** The search box, the category chip row (spec 000 §2 "Home page"), In store and the sort. */
export function OfferFilters({
  query,
  onQueryChange,
  category,
  onCategoryChange,
  inStore,
  onInStoreChange,
  sort,
  onSortChange,
  saved,
}: OfferFiltersProps) {
  const searchId = useId();
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t("offers.searchLabel")}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-ink-500"
        />
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t("offers.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 ps-10"
        />
      </div>
      <div className="flex flex-col gap-3 sm:gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div
          id={sections.categories}
          role="group"
          aria-label={t("offers.categoriesLabel")}
          // On a phone the chips are one row that scrolls sideways (three wrapped rows pushed the
          // first offers below the first screen and a half); wider screens wrap them.
          className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:py-0"
        >
          {CATEGORY_FILTERS.map(({ value }) => {
            const isSelected = value === category;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={isSelected}
                onClick={() => onCategoryChange(value)}
                className={chipClassName(isSelected)}
              >
                {categoryLabel(value)}
              </button>
            );
          })}
          {saved ? (
            <button
              type="button"
              aria-pressed={saved.isOn}
              onClick={saved.onToggle}
              className={chipClassName(saved.isOn)}
            >
              <Heart aria-hidden="true" className={cn("size-4", saved.isOn && "fill-current")} />
              {t("offers.saved")}
            </button>
          ) : null}
        </div>
        {/* On a phone, In store and the sort share a line: the sort's box gives way to the toggle. */}
        <div className="flex shrink-0 flex-wrap items-center gap-3 sm:gap-x-4">
          {/* Another question than the category (where, not what), so a toggle of its own. */}
          <button
            type="button"
            aria-pressed={inStore}
            onClick={() => onInStoreChange(!inStore)}
            className={chipClassName(inStore)}
          >
            <Store aria-hidden="true" className="size-4" />
            {t("offers.inStore")}
          </button>
          <div className="flex flex-1 basis-60 items-center gap-3 sm:flex-none sm:basis-auto [&>div]:min-w-0 [&>div]:flex-1 sm:[&>div]:w-48 sm:[&>div]:flex-none">
            <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-ink-700">
              {t("offers.sortLabel")}
            </label>
            <Select
              id={sortId}
              value={sort}
              onChange={(event) => onSortChange(event.target.value as OfferSort)}
            >
              {OFFER_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(sortLabels[value])}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>
    </div>
  );
}
