import { useQuery } from "@tanstack/react-query";
import type { OfferRankings } from "@studentperks/contracts/offers";
import { api } from "#web/lib/api-client.ts";

/** GET /api/offers/rankings: live offer ids, staff's featured order and most students first (this week, and this month). */
export function getOfferRankings(signal?: AbortSignal): Promise<OfferRankings> {
  return api("GET /api/offers/rankings", { signal });
}

/** Recounted on the server every few minutes, so a few minutes' staleness here costs nothing. */
export function useOfferRankings() {
  return useQuery({
    queryKey: ["/api/offers/rankings"] as const,
    queryFn: ({ signal }) => getOfferRankings(signal),
    staleTime: 5 * 60 * 1000,
  });
}
