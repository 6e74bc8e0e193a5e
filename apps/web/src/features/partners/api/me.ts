// GET /api/partners/me and PUT /api/partners/brand: the brands the account belongs to, and the one
// the portal shows. The account menu asks too (lazily, signed in only), to offer the portal's link.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";

export const partnersQueryKey = ["/api/partners"] as const;
export const partnerMeQueryKey = [...partnersQueryKey, "me"] as const;

export const partnerMeQueryOptions = () =>
  queryOptions({
    queryKey: partnerMeQueryKey,
    queryFn: ({ signal }) => api("GET /api/partners/me", { signal }),
    staleTime: 60_000,
  });

/** The account's brands; `enabled` false for a visitor (who would only get a 401). */
export const usePartnerMe = (enabled = true) => useQuery({ ...partnerMeQueryOptions(), enabled });

/** Show another brand: every partner answer cached before belongs to the old one, so all are read again. */
export function useChooseBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (brandId: number) => api("PUT /api/partners/brand", { body: { brandId } }),
    onSuccess: async (me) => {
      client.setQueryData(partnerMeQueryKey, me);
      await client.invalidateQueries({
        queryKey: partnersQueryKey,
        predicate: (query) => query.queryKey[1] !== "me",
      });
    },
  });
}
