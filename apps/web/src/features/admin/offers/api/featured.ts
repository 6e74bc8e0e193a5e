// The console's Featured screen calls: the home page's Featured row, the offers that may join it, and
// saving a new row.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOffersPage } from "@studentperks/contracts/admin/offers";
import { api } from "#web/lib/api-client.ts";
import { offersKey } from "./offers.ts";

const featuredQuery = queryOptions({
  queryKey: [...offersKey, "featured"],
  queryFn: () => api("GET /api/admin/offers/featured"),
});

function publishedPage(page: number): Promise<AdminOffersPage> {
  return api("GET /api/admin/offers", {
    query: { status: "published", page: page > 1 ? page : undefined },
  });
}

/**
 * Every published offer, all pages of the console's list, for "Add an offer". Under the lists' key,
 * so an offer published or archived in another screen shows here when it is opened again.
 */
const publishedOffersQuery = queryOptions({
  queryKey: [...offersKey, "list", "every-published"],
  queryFn: async () => {
    const first = await publishedPage(1);
    const pages = Math.ceil(first.total / first.pageSize);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, index) => publishedPage(index + 2)),
    );
    return [first, ...rest].flatMap((page) => page.offers);
  },
});

export const useFeaturedOffers = () => useQuery(featuredQuery);
export const usePublishedOffers = () => useQuery(publishedOffersQuery);

/** Replaces the row; the answer (the row as saved) becomes the screen's. */
export function useSaveFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerIds: number[]) => api("PUT /api/admin/offers/featured", { body: { offerIds } }),
    onSuccess: (answer) => client.setQueryData(featuredQuery.queryKey, answer),
  });
}
