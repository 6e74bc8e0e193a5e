// Offer queries. `now` is passed in (not SQL now()) so expiry follows the injected clock.
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";
import { brands, offers } from "#server/db/schema.ts";
import type { PublicOfferRow } from "./public-offer.ts";

export interface OffersRepo {
  /** Bumped by a trigger on every write to offers (migration 0001). */
  catalogueVersion(): Promise<number>;
  listPublic(now: Date): Promise<PublicOfferRow[]>;
}

const CHANGE_CHANNEL = "catalogue_changed"; // NOTIFY sent by the version trigger (migration 0001)

export async function createOffersRepo(database: DatabaseHandle): Promise<OffersRepo> {
  const queryVersion = async () => {
    const [row] = await database.rawRows("select version from catalogue_state where id = 1");
    return Number(row?.version ?? 0);
  };
  let catalogueVersion = queryVersion;
  if (database.listen) {
    // Embedded engine: every write happens in this process and its NOTIFY reaches us with the
    // commit, so the version is known without a round trip (a PGlite query costs milliseconds).
    let known = 0;
    await database.listen(CHANGE_CHANNEL, (payload) => {
      known = Math.max(known, Number(payload) || 0);
    });
    known = Math.max(known, await queryVersion());
    catalogueVersion = async () => known;
  }
  return {
    catalogueVersion,
    async listPublic(now) {
      const rows = await database.db
        .select({ offer: offers, brandSlug: brands.slug })
        .from(offers)
        .innerJoin(brands, eq(brands.key, offers.brandKey))
        .where(and(eq(offers.status, "published"), or(isNull(offers.expiresAt), gt(offers.expiresAt, now))))
        .orderBy(sql`${offers.publishedAt} desc nulls last`, desc(offers.createdAt), desc(offers.id));
      return rows.map(({ offer, brandSlug }) => ({ ...offer, brandSlug }));
    },
  };
}
