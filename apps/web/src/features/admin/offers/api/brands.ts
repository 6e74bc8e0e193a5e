// The console's Brands screen calls: every brand, and a new slug or record for one.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminBrand, AdminBrands, BrandInput } from "@studentperks/contracts/admin/brands";
import { api } from "#web/lib/api-client.ts";
import { offersKey } from "./offers.ts";

// Under the offers' key: an offer saved in another screen can add a brand or change its counts.
const brandsQuery = queryOptions({
  queryKey: [...offersKey, "brands"],
  queryFn: () => api("GET /api/admin/brands"),
});

export const useAdminBrands = () => useQuery(brandsQuery);

/** The answer replaces the brand that was at `slug` in the list. */
function useReplaceBrand() {
  const client = useQueryClient();
  return (brand: AdminBrand, slug: string) =>
    client.setQueryData(brandsQuery.queryKey, (list: AdminBrands | undefined) =>
      list ? { brands: list.brands.map((b) => (b.slug === slug ? brand : b)) } : list,
    );
}

/** Moves the brand at `slug` to `to`, leaving the rest of its record as it is. */
export function useSaveBrandSlug() {
  const replace = useReplaceBrand();
  return useMutation({
    mutationFn: ({ slug, to }: { slug: string; to: string }) =>
      api("PUT /api/admin/brands/:slug", { params: { slug }, body: { slug: to } }),
    onSuccess: (brand, { slug }) => replace(brand, slug),
  });
}

/** Saves the whole record of the brand at `slug` (its slug included); empty fields clear. */
export function useSaveBrand(slug: string) {
  const replace = useReplaceBrand();
  return useMutation({
    mutationFn: (body: BrandInput) => api("PUT /api/admin/brands/:slug", { params: { slug }, body }),
    onSuccess: (brand) => replace(brand, slug),
  });
}
