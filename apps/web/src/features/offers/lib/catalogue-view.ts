// What the catalogue shows (search, category, In store, sort) lives in the address, so a filtered view can be
// shared, and survives a reload and Back. Defaults are left out of the address; unknown values read
// as the default, so an old or mistyped link still opens the catalogue.
import {
  ALL_CATEGORIES,
  CATEGORY_FILTERS,
  OFFER_SORTS,
  WHERE_FILTERS,
  type CategoryFilter,
  type OfferSort,
  type WhereFilter,
} from "@studentperks/contracts/catalogue";
import { CATEGORY_PARAM, SEARCH_PARAM, SORT_PARAM, WHERE_PARAM } from "#web/lib/paths.ts";

export { OFFER_SORTS, type OfferSort };

export interface CatalogueView {
  query: string;
  category: CategoryFilter;
  /** "in-store": only the offers a student can use at the till with their card (issue 35). */
  where: WhereFilter;
  sort: OfferSort;
}

export const DEFAULT_VIEW: CatalogueView = {
  query: "",
  category: ALL_CATEGORIES,
  where: "anywhere",
  sort: "newest",
};

const isCategory = (value: string | null): value is CategoryFilter =>
  CATEGORY_FILTERS.some((filter) => filter.value === value);
const isSort = (value: string | null): value is OfferSort => OFFER_SORTS.some((sort) => sort === value);
const isWhere = (value: string | null): value is WhereFilter =>
  WHERE_FILTERS.some((where) => where === value);

export function readCatalogueView(params: URLSearchParams): CatalogueView {
  const category = params.get(CATEGORY_PARAM);
  const sort = params.get(SORT_PARAM);
  const where = params.get(WHERE_PARAM);
  return {
    query: params.get(SEARCH_PARAM) ?? DEFAULT_VIEW.query,
    category: isCategory(category) ? category : DEFAULT_VIEW.category,
    where: isWhere(where) ? where : DEFAULT_VIEW.where,
    sort: isSort(sort) ? sort : DEFAULT_VIEW.sort,
  };
}

/** `params` with `change` written in (the other parameters, such as the open offer, kept). */
export function withCatalogueView(params: URLSearchParams, change: Partial<CatalogueView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: [string, keyof CatalogueView][] = [
    [SEARCH_PARAM, "query"],
    [CATEGORY_PARAM, "category"],
    [WHERE_PARAM, "where"],
    [SORT_PARAM, "sort"],
  ];
  for (const [param, field] of entries) {
    const value = change[field];
    if (value === undefined) continue;
    if (value === DEFAULT_VIEW[field]) next.delete(param);
    else next.set(param, value);
  }
  return next;
}
