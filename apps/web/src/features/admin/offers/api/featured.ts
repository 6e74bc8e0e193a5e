// The console's Featured screen calls: the home page's Featured row, the offers that may join it, and
// saving a new row.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOffersPage } from "@studentperks/contracts/admin/offers";
import { apiRequest } from "#web/lib/api-client.ts";
import { offersKey } from "./offers.ts";

const FEATURED_PATH = "/api/admin/offers/featured";
const contract = () => import("@studentperks/contracts/admin/offers");
const featuredAnswer = () => contract().then((c) => c.featuredOffersSchema);

const featuredQuery = queryOptions({
  queryKey: [...offersKey, "featured"],
  queryFn: () => apiRequest(FEATURED_PATH, { response: featuredAnswer }),
});

function publishedPage(page: number): Promise<AdminOffersPage> {
  return apiRequest(`/api/admin/offers?status=published${page > 1 ? `&page=${page}` : ""}`, {
    response: () => contract().then((c) => c.adminOffersPageSchema),
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
    mutationFn: (offerIds: number[]) =>
      apiRequest(FEATURED_PATH, { method: "PUT", json: { offerIds }, response: featuredAnswer }),
    onSuccess: (answer) => client.setQueryData(featuredQuery.queryKey, answer),
  });
}
