// The console's brands (issue 20): each brand with its offer counts, and its page's slug, which staff
// may change. A new slug moves the catalogue version (trigger on brands, migration 0016), so every
// process serves it on the next request; the old one is kept as a redirect to it (migration 0017).
import { eq, sql } from "drizzle-orm";
import type { AdminBrand, AdminBrands } from "@studentperks/contracts/admin/brands";
import type { Db } from "#server/db/client.ts";
import { brandSlugRedirects, brands, offers } from "#server/db/schema.ts";
import { t } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import { isUniqueViolation } from "#server/lib/pg-errors.ts";
import type { Clock } from "#server/services/clock.ts";
import { recordAudit } from "../audit/index.ts";

export interface AdminBrandsService {
  list(): Promise<AdminBrands>;
  /** Gives the brand at `slug` the slug `to`; one audit entry. Answers the brand as it is now. */
  setSlug(actorId: string, slug: string, to: string): Promise<AdminBrand>;
}

const slugTaken = (slug: string) => new AppError(409, t("brands.slugTaken", { slug }), "SLUG_TAKEN");

export function createAdminBrandsService({ db, clock }: { db: Db; clock: Clock }): AdminBrandsService {
  /** Brands with at least one offer (one grouped scan), named as their latest-changed offer spells it. */
  async function select(where?: ReturnType<typeof eq>): Promise<AdminBrand[]> {
    const now = clock.now();
    return db
      .select({
        key: brands.key,
        name: sql<string>`(array_agg(${offers.brandName} order by ${offers.updatedAt} desc, ${offers.id} desc))[1]`,
        slug: brands.slug,
        liveOffers: sql<number>`(count(*) filter (where ${offers.status} = 'published'
          and (${offers.expiresAt} is null or ${offers.expiresAt} > ${now})))::int`,
        offers: sql<number>`count(*)::int`,
      })
      .from(brands)
      .innerJoin(offers, eq(offers.brandKey, brands.key))
      .where(where)
      .groupBy(brands.key)
      .orderBy(brands.key);
  }

  return {
    list: async () => ({ brands: await select() }),

    async setSlug(actorId, slug, to) {
      try {
        await db.transaction(async (tx) => {
          const [brand] = await tx.select().from(brands).where(eq(brands.slug, slug)).for("update");
          if (!brand) throw new AppError(404, t("errors.notFound"), "NOT_FOUND");
          if (to === slug) return;
          const [taken] = await tx.select({ key: brands.key }).from(brands).where(eq(brands.slug, to));
          if (taken) throw slugTaken(to);
          await tx.update(brands).set({ slug: to }).where(eq(brands.key, brand.key));
          // The old address leads to the new one; the new one is nobody's redirect any more.
          await tx.delete(brandSlugRedirects).where(eq(brandSlugRedirects.slug, to));
          await tx
            .insert(brandSlugRedirects)
            .values({ slug, brandKey: brand.key })
            .onConflictDoUpdate({ target: brandSlugRedirects.slug, set: { brandKey: brand.key } });
          await recordAudit(tx, {
            actorId,
            action: "brand.slug",
            entityType: "brand",
            entityId: brand.key,
            before: { slug },
            after: { slug: to },
          });
        });
      } catch (error) {
        // Another save took the slug between our check and our write.
        if (isUniqueViolation(error)) throw slugTaken(to);
        throw error;
      }
      const [brand] = await select(eq(brands.slug, to));
      if (!brand) throw new AppError(404, t("errors.notFound"), "NOT_FOUND");
      return brand;
    },
  };
}
