import { useId } from "react";
import { CATEGORY_FILTERS, type CategoryFilter } from "@studentperks/contracts/catalogue";
import { categoryLabel } from "../lib/category-label.ts";
import Heart from "lucide-react/icons/heart";
import Search from "lucide-react/icons/search";
import { Input } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";
import { t } from "#web/lib/i18n/index.ts";
import { sections } from "#web/lib/paths.ts";

interface OfferFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  /** The "Saved" chip, for signed-in students. */
  saved?: { isOn: boolean; onToggle: () => void };
}

const chipClassName = (isSelected: boolean) =>
  cn(
    "inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800",
    isSelected
      ? "border-brand bg-brand text-brand-950"
      : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-slate-900",
  );

/** The search box and the category chip row (spec 000 §2 "Home page"). */
export function OfferFilters({ query, onQueryChange, category, onCategoryChange, saved }: OfferFiltersProps) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t("offers.searchLabel")}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-slate-500"
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
      <div
        id={sections.categories}
        role="group"
        aria-label={t("offers.categoriesLabel")}
        className="flex flex-wrap gap-2"
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
    </div>
  );
}
