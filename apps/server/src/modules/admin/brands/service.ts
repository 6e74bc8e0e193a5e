// The console's brands (issues 20, 37): each brand with its offer counts, and its record (page slug,
// name, logo, website, descriptions, colour), which staff may change. Any write to brands moves the
// catalogue version (trigger on brands, migration 0016), so every process serves the change on the
// next request; an old slug is kept as a redirect to the new one (migration 0017).
import { eq, sql } from "drizzle-orm";
import type { AdminBrand, AdminBrands, BrandFields } from "@studentperks/contracts/admin/brands";
import { brandKey } from "@studentperks/contracts/brands";
import type { Db } from "#server/db/client.ts";
import { brandSlugRedirects, brands, offers } from "#server/db/schema.ts";
import { t } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import { isLiveAt } from "#server/modules/offers/index.ts";
import { isUniqueViolation } from "#server/lib/pg-errors.ts";
import type { Clock } from "#server/services/clock.ts";
import { recordAudit } from "../audit/index.ts";

export interface AdminBrandsService {
  list(): Promise<AdminBrands>;
  /** The brand at `slug` (its id and key), or 404. */
  find(slug: string): Promise<{ id: number; key: string }>;
  /**
   * Gives the brand at `slug` the fields given (a field left out stays); one audit entry when anything
   * changed. Answers the brand as it is now.
   */
  update(actorId: string, slug: string, fields: BrandFields): Promise<AdminBrand>;
}

const slugTaken = (slug: string) => new AppError(409, t("brands.slugTaken", { slug }), "SLUG_TAKEN");
const nameTaken = (name: string) => new AppError(409, t("brands.nameTaken", { name }), "NAME_TAKEN");

/** The record's fields a save may change besides the slug. */
const RECORD_FIELDS = ["name", "logoUrl", "websiteUrl", "description", "descriptionAr", "colour"] as const;

export function createAdminBrandsService({ db, clock }: { db: Db; clock: Clock }): AdminBrandsService {
  /** Brands with at least one offer (one grouped scan), named as their records spell them. */
  async function select(where?: ReturnType<typeof eq>): Promise<AdminBrand[]> {
    const now = clock.now();
    return db
      .select({
        key: brands.key,
        name: brands.name,
        slug: brands.slug,
        logoUrl: brands.logoUrl,
        websiteUrl: brands.websiteUrl,
        description: brands.description,
        descriptionAr: brands.descriptionAr,
        colour: brands.colour,
        liveOffers: sql<number>`(count(*) filter (where ${isLiveAt(now)}))::int`,
        offers: sql<number>`count(*)::int`,
      })
      .from(brands)
      .innerJoin(offers, eq(offers.brandId, brands.id))
      .where(where)
      .groupBy(brands.key)
      .orderBy(brands.key);
  }

  return {
    list: async () => ({ brands: await select() }),

    async find(slug) {
      const [brand] = await db
        .select({ id: brands.id, key: brands.key })
        .from(brands)
        .where(eq(brands.slug, slug));
      if (!brand) throw new AppError(404, t("errors.notFound"), "NOT_FOUND");
      return brand;
    },

    async update(actorId, slug, fields) {
      const to = fields.slug;
      try {
        await db.transaction(async (tx) => {
          const [brand] = await tx.select().from(brands).where(eq(brands.slug, slug)).for("update");
          if (!brand) throw new AppError(404, t("errors.notFound"), "NOT_FOUND");
          const before: Record<string, unknown> = {};
          const after: Record<string, unknown> = {};
          if (to !== slug) {
            before.slug = slug;
            after.slug = to;
          }
          for (const field of RECORD_FIELDS) {
            const value = fields[field];
            if (value === undefined || value === brand[field]) continue;
            before[field] = brand[field];
            after[field] = value;
          }
          if (Object.keys(after).length === 0) return;

          if (to !== slug) {
            const [taken] = await tx.select({ key: brands.key }).from(brands).where(eq(brands.slug, to));
            if (taken) throw slugTaken(to);
          }
          // The key is what the offer editor's brand name picks the brand by: it follows the name, so
          // typing the new name finds this brand, and another brand's name is refused.
          let key = brand.key;
          if (fields.name !== undefined && fields.name !== brand.name) {
            key = brandKey(fields.name);
            if (key !== brand.key) {
              const [other] = await tx.select({ key: brands.key }).from(brands).where(eq(brands.key, key));
              if (other) throw nameTaken(fields.name);
            }
          }
          // The earlier slugs name the brand by key (no ON UPDATE CASCADE): moved with it.
          const redirects =
            key === brand.key
              ? []
              : await tx
                  .delete(brandSlugRedirects)
                  .where(eq(brandSlugRedirects.brandKey, brand.key))
                  .returning();
          await tx
            .update(brands)
            .set({ key, slug: to, ...pick(fields) })
            .where(eq(brands.id, brand.id));
          if (redirects.length > 0) {
            await tx.insert(brandSlugRedirects).values(redirects.map((row) => ({ ...row, brandKey: key })));
          }
          if (to !== slug) {
            // The old address leads to the new one; the new one is nobody's redirect any more.
            await tx.delete(brandSlugRedirects).where(eq(brandSlugRedirects.slug, to));
            await tx
              .insert(brandSlugRedirects)
              .values({ slug, brandKey: key })
              .onConflictDoUpdate({ target: brandSlugRedirects.slug, set: { brandKey: key } });
          }
          if ("name" in after) {
            // Naming the brand by id again makes the offers_brand trigger (migration 0024) copy the
            // record's name into each offer's brand_name, so the editor and brand_key agree with it.
            await tx
              .update(offers)
              .set({ brandId: sql`${offers.brandId}` })
              .where(eq(offers.brandId, brand.id));
          }
          const slugOnly = Object.keys(after).length === 1 && to !== slug;
          await recordAudit(tx, {
            actorId,
            action: slugOnly ? "brand.slug" : "brand.update",
            entityType: "brand",
            entityId: key,
            before,
            after,
          });
        });
      } catch (error) {
        // Another save took the slug (or the name's key) between our check and our write.
        if (isUniqueViolation(error))
          throw to === slug && fields.name ? nameTaken(fields.name) : slugTaken(to);
        throw error;
      }
      const [brand] = await select(eq(brands.slug, to));
      if (!brand) throw new AppError(404, t("errors.notFound"), "NOT_FOUND");
      return brand;
    },
  };
}

/** The record's fields the save gives (those left out stay as they are). */
function pick(fields: BrandFields) {
  return Object.fromEntries(
    RECORD_FIELDS.flatMap((field) => (fields[field] === undefined ? [] : [[field, fields[field]]])),
  ) as Partial<Pick<typeof brands.$inferInsert, (typeof RECORD_FIELDS)[number]>>;
}
