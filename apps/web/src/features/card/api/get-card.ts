import { useQuery } from "@tanstack/react-query";
import type { CardAnswer } from "@studentperks/contracts/card";
import { api } from "#web/lib/api-client.ts";
import { msUntil } from "../lib/server-clock.ts";

export const cardQueryKey = ["/api/card"] as const;

/**
 * GET /api/card, asked again as each QR's time step ends, and whenever the page comes back into view
 * or online. Never retried in a loop: a failed renewal shows the offline card at once.
 */
export function useCard() {
  return useQuery({
    queryKey: cardQueryKey,
    queryFn: ({ signal }) => api("GET /api/card", { signal }),
    retry: false,
    gcTime: 0,
    networkMode: "always",
    refetchOnReconnect: "always",
    refetchInterval: (query) => {
      const card = (query.state.data as CardAnswer | undefined)?.card;
      return card ? Math.max(1_000, msUntil(card.renewAt) + 200) : false;
    },
  });
}
