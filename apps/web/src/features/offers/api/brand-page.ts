import { useQuery } from "@tanstack/react-query";
import type { BrandPage } from "@studentperks/contracts/brand-page";
import { api } from "#web/lib/api-client.ts";

/** GET /api/brands/:slug: the brand and its live offers; a 404 ApiError when it has none (or no such brand). */
export function getBrandPage(slug: string, signal?: AbortSignal): Promise<BrandPage> {
  return api("GET /api/brands/:slug", { params: { slug }, signal });
}

export function useBrandPage(slug: string) {
  return useQuery({
    queryKey: ["/api/brands", slug] as const,
    queryFn: ({ signal }) => getBrandPage(slug, signal),
  });
}
