// The catalogue as the home page reads it (issue 34): a page of cards at a time, searched, filtered
// and sorted on the server; the front (rows, hero covers, partner brands) once; an offer's full texts
// when its dialog opens. Nothing here grows with the size of the catalogue.
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { CategoryFilter, OfferSort, WhereFilter } from "@studentperks/contracts/catalogue";
import type { CataloguePage } from "@studentperks/contracts/catalogue-page";
import { ApiError, api } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";

export interface CatalogueQuery {
  /** The search as typed; sent trimmed, and not at all when empty. */
  query: string;
  category: CategoryFilter;
  where: WhereFilter;
  sort: OfferSort;
  /** The signed-in student's saved offers only, with their ids (a new saving asks again). */
  saved: readonly number[] | null;
}

// Production does not check answers against their schema; a proxy's page must not break the home page.
function checked<T extends object>(answer: T, field: keyof T): T {
  if (!answer || typeof answer !== "object" || !(field in answer)) throw new Error(t("offers.loadFailed"));
  return answer;
}

/** GET /api/catalogue: one page of the view, from its start or from the page `cursor` names. */
export async function getCataloguePage(
  { query, category, where, sort, saved }: CatalogueQuery,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CataloguePage> {
  const answer = await api("GET /api/catalogue", {
    query: {
      q: query.trim() || undefined,
      category: category === "all" ? undefined : category,
      where: where === "anywhere" ? undefined : where,
      sort: sort === "newest" ? undefined : sort,
      saved: saved ? "1" : undefined,
      cursor: cursor ?? undefined,
    },
    signal,
  });
  return checked(answer, "offers");
}

/** The catalogue's pages for one view, the next one fetched by `fetchNextPage` ("Show more"). */
export function useCataloguePages(view: CatalogueQuery) {
  const { category, where, sort, saved } = view;
  const q = view.query.trim();
  return useInfiniteQuery({
    queryKey: ["/api/catalogue", { q, category, where, sort, saved }] as const,
    queryFn: ({ pageParam, signal }) => getCataloguePage(view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While the next search's answer is on its way, the last results stay (no skeleton per keystroke).
    placeholderData: keepPreviousData,
  });
}

/** GET /api/catalogue/front: the rows, the hero's covers and the partner brands. */
export function useCatalogueFront({ retryOnMount = true }: { retryOnMount?: boolean } = {}) {
  return useQuery({
    queryKey: ["/api/catalogue/front"] as const,
    queryFn: async ({ signal }) => checked(await api("GET /api/catalogue/front", { signal }), "rows"),
    retryOnMount,
  });
}

/**
 * GET /api/offers/:id, for the open offer's dialog: null when the catalogue does not show it (an old
 * link, an offer since ended), as for an id no list holds.
 */
export function useOfferDetails(id: number | null) {
  return useQuery({
    queryKey: ["/api/offers", id] as const,
    queryFn: async ({ signal }) => {
      try {
        return checked(await api("GET /api/offers/:id", { params: { id: id! }, signal }), "id");
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: id !== null,
  });
}
