// The brands module's one query: the earlier slugs staff replaced, with the slug each brand has now.
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { brandSlugRedirects, brands } from "#server/db/schema.ts";

export function createSlugRedirectsReader(db: Db): () => Promise<[earlier: string, now: string][]> {
  return async () => {
    const rows = await db
      .select({ earlier: brandSlugRedirects.slug, now: brands.slug })
      .from(brandSlugRedirects)
      .innerJoin(brands, eq(brands.key, brandSlugRedirects.brandKey));
    return rows.map(({ earlier, now }) => [earlier, now]);
  };
}
