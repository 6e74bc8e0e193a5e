import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { api } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";

/** GET /api/offers: the public catalogue, newest first (spec 000 §7). */
export async function getOffers(signal?: AbortSignal): Promise<PublicOffer[]> {
  const offers = await api("GET /api/offers", { signal });
  // Production does not check answers against their schema; a proxy's page must not break the home page.
  if (!Array.isArray(offers)) throw new Error(t("offers.loadFailed"));
  return offers;
}

/** Keyed by the path, as spec 000 §7 keys its reads; verification later invalidates this key. */
export const offersQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/offers"] as const,
    queryFn: ({ signal }) => getOffers(signal),
  });

/**
 * `retryOnMount: false` for what only decorates the page (the hero's collage, the partner logos): one
 * mounting after the list failed would otherwise send it again at once, several requests to a server
 * that has just answered 503, and spec 000 §9 has no automatic retry. The grid keeps the default, so
 * coming back to the page tries again, and its Try again button does too.
 */
export function useOffers({ retryOnMount = true }: { retryOnMount?: boolean } = {}) {
  return useQuery({ ...offersQueryOptions(), retryOnMount });
}
