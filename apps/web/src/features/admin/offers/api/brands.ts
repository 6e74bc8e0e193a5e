// The console's Brands screen calls: every brand, and a new slug for one.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminBrands } from "@studentperks/contracts/admin/brands";
import { api } from "#web/lib/api-client.ts";
import { offersKey } from "./offers.ts";

// Under the offers' key: an offer saved in another screen can add a brand or change its counts.
const brandsQuery = queryOptions({
  queryKey: [...offersKey, "brands"],
  queryFn: () => api("GET /api/admin/brands"),
});

export const useAdminBrands = () => useQuery(brandsQuery);

/** Moves the brand at `slug` to `to`; the answer replaces that brand in the list. */
export function useSaveBrandSlug() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, to }: { slug: string; to: string }) =>
      api("PUT /api/admin/brands/:slug", { params: { slug }, body: { slug: to } }),
    onSuccess: (brand, { slug }) =>
      client.setQueryData(brandsQuery.queryKey, (list: AdminBrands | undefined) =>
        list ? { brands: list.brands.map((b) => (b.slug === slug ? brand : b)) } : list,
      ),
  });
}
