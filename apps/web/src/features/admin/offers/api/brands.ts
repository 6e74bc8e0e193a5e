// The console's Brands screen calls: every brand, and a new slug for one.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminBrands } from "@studentperks/contracts/admin/brands";
import { apiRequest } from "#web/lib/api-client.ts";
import { offersKey } from "./offers.ts";

const contract = () => import("@studentperks/contracts/admin/brands");

// Under the offers' key: an offer saved in another screen can add a brand or change its counts.
const brandsQuery = queryOptions({
  queryKey: [...offersKey, "brands"],
  queryFn: () =>
    apiRequest("/api/admin/brands", { response: () => contract().then((c) => c.adminBrandsSchema) }),
});

export const useAdminBrands = () => useQuery(brandsQuery);

/** Moves the brand at `slug` to `to`; the answer replaces that brand in the list. */
export function useSaveBrandSlug() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, to }: { slug: string; to: string }) =>
      apiRequest(`/api/admin/brands/${encodeURIComponent(slug)}`, {
        method: "PUT",
        json: { slug: to },
        response: () => contract().then((c) => c.adminBrandSchema),
      }),
    onSuccess: (brand, { slug }) =>
      client.setQueryData(brandsQuery.queryKey, (list: AdminBrands | undefined) =>
        list ? { brands: list.brands.map((b) => (b.slug === slug ? brand : b)) } : list,
      ),
  });
}
