// Offer queries. `now` is passed in (not SQL now()) so expiry follows the injected clock. Every read
// of many offers is a keyset page (by id) or a list of ids, so no one query holds the embedded
// engine, which runs on the main thread, for long (issue 34).
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";
import { brands, offers } from "#server/db/schema.ts";
import { isLiveAt } from "./live.ts";
import type { BrandFaceRow, CardRow, PublicOfferRow } from "./public-offer.ts";

/** What tells whether an offer's entry in the catalogue index is current. */
export interface OfferStamp {
  id: number;
  updatedAt: Date;
  featuredRank: number | null;
  brandSlug: string;
  /** When the brand's record last changed (its name, logo, slug): its offers' cards show them. */
  brandUpdatedAt: Date;
}

export interface OffersRepo {
  /** Bumped by a trigger on every write to offers or brands (migrations 0001, 0016). */
  catalogueVersion(): Promise<number>;
  /** Stamps of the live offers with an id above `afterId`, by id, at most `limit`. */
  liveStamps(now: Date, afterId: number, limit: number): Promise<OfferStamp[]>;
  /** What the catalogue index keeps of these offers if they are live (any order): no long texts. */
  liveCardRows(ids: readonly number[], now: Date): Promise<CardRow[]>;
  /** The full rows of these offers if they are live (any order). */
  liveRows(ids: readonly number[], now: Date): Promise<PublicOfferRow[]>;
  /** When the next published offer whose first day is still to come goes live (issue 37), or null. */
  nextStart(now: Date): Promise<Date | null>;
  /** What a brand's page header is drawn from, for each live offer of the brand whose slug is `slug`. */
  liveBrandFaces(slug: string, now: Date): Promise<BrandFaceRow[]>;
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
  const { db } = database;
  const fullRows = (where: ReturnType<typeof and>) =>
    db
      .select({
        offer: offers,
        brandSlug: brands.slug,
        brandName: brands.name,
        brandLogo: brands.logoUrl,
        brandColour: brands.colour,
      })
      .from(offers)
      .innerJoin(brands, eq(brands.id, offers.brandId))
      .where(where)
      .then((rows) =>
        rows.map(({ offer, brandSlug, brandName, brandLogo, brandColour }) => ({
          ...offer,
          brandName,
          logoUrl: brandLogo ?? offer.logoUrl,
          brandSlug,
          brandColour,
        })),
      );

  return {
    catalogueVersion,
    liveStamps: (now, afterId, limit) =>
      db
        .select({
          id: offers.id,
          updatedAt: offers.updatedAt,
          featuredRank: offers.featuredRank,
          brandSlug: brands.slug,
          brandUpdatedAt: brands.updatedAt,
        })
        .from(offers)
        .innerJoin(brands, eq(brands.id, offers.brandId))
        .where(and(isLiveAt(now), gt(offers.id, afterId)))
        .orderBy(asc(offers.id))
        .limit(limit),
    liveCardRows: (ids, now) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: offers.id,
              title: offers.title,
              titleAr: offers.titleAr,
              description: offers.description,
              descriptionAr: offers.descriptionAr,
              brandName: brands.name,
              businessName: offers.businessName,
              businessDescription: offers.businessDescription,
              businessCategory: offers.businessCategory,
              logoUrl: sql<string | null>`coalesce(${brands.logoUrl}, ${offers.logoUrl})`,
              coverUrl: offers.coverUrl,
              offerType: offers.offerType,
              discountType: offers.discountType,
              discountValue: offers.discountValue,
              redemptionChannel: offers.redemptionChannel,
              usageLimit: offers.usageLimit,
              codesRanOutAt: offers.codesRanOutAt,
              startsAt: offers.startsAt,
              expiresAt: offers.expiresAt,
              publishedAt: offers.publishedAt,
              createdAt: offers.createdAt,
              updatedAt: offers.updatedAt,
              featuredRank: offers.featuredRank,
              brandSlug: brands.slug,
              brandColour: brands.colour,
              brandUpdatedAt: brands.updatedAt,
            })
            .from(offers)
            .innerJoin(brands, eq(brands.id, offers.brandId))
            .where(and(isLiveAt(now), inArray(offers.id, [...ids]))),
    liveRows: (ids, now) =>
      ids.length === 0 ? Promise.resolve([]) : fullRows(and(isLiveAt(now), inArray(offers.id, [...ids]))),
    nextStart: (now) =>
      db
        .select({ startsAt: offers.startsAt })
        .from(offers)
        .where(and(eq(offers.status, "published"), gt(offers.startsAt, now)))
        .orderBy(asc(offers.startsAt))
        .limit(1)
        .then(([row]) => row?.startsAt ?? null),
    liveBrandFaces: (slug, now) =>
      db
        .select({
          id: offers.id,
          updatedAt: offers.updatedAt,
          brandName: brands.name,
          businessCategory: offers.businessCategory,
          logoUrl: offers.logoUrl,
          coverUrl: offers.coverUrl,
          websiteUrl: offers.websiteUrl,
          businessDescription: offers.businessDescription,
          record: {
            logoUrl: brands.logoUrl,
            websiteUrl: brands.websiteUrl,
            description: brands.description,
            descriptionAr: brands.descriptionAr,
            colour: brands.colour,
          },
        })
        .from(offers)
        .innerJoin(brands, eq(brands.id, offers.brandId))
        .where(and(isLiveAt(now), eq(brands.slug, slug))),
  };
}
