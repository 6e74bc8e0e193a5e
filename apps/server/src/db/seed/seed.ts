// Seeds the demo catalogue once. Safe when several processes start together: the whole seed runs in
// one transaction under an advisory lock, and only when the table is empty.
import { count, sql } from "drizzle-orm";
import { BRAND_COVER_PREFIX, COVER_WIDTH } from "@studentperks/contracts/covers";
import { dubaiDayOf, endOfDubaiDay } from "@studentperks/contracts/dubai-time";
import { coverFileName } from "#server/lib/cover-files.ts";
import type { Db } from "../client.ts";
import { offers, type NewOfferRow } from "../schema.ts";
import { catalogue, type CatalogueOffer } from "./catalogue.ts";

const DAY_MS = 86_400_000;
const SEED_LOCK = 727_001; // arbitrary advisory-lock key for "seeding the catalogue"

export const logoUrlFor = (slug: string) => `/brand-logos/${slug}.svg`;
/** A demo brand's cover (generate-covers.ts), named by its widest file as every cover is. */
export const coverUrlFor = (slug: string) => `${BRAND_COVER_PREFIX}${coverFileName(slug, COVER_WIDTH)}`;

export function toOfferRow(offer: CatalogueOffer, now: Date): NewOfferRow {
  const publishedAt = new Date(now.getTime() - offer.publishedDaysAgo * DAY_MS - 3_600_000);
  const status = offer.status ?? "published";
  return {
    title: offer.title,
    description: offer.description,
    businessDescription: offer.businessDescription,
    brandName: offer.brandName,
    businessName: offer.businessName,
    businessCategory: offer.businessCategory,
    logoUrl: offer.logoColor ? logoUrlFor(offer.slug) : null,
    coverUrl: offer.logoColor ? coverUrlFor(offer.slug) : null,
    websiteUrl: offer.websiteUrl,
    offerType: offer.offerType,
    redemptionChannel: offer.redemptionChannel ?? "online",
    usageLimit: offer.usageLimit ?? "once",
    discountType: offer.discountType,
    discountValue: offer.discountValue,
    code: offer.code ?? null,
    referralLink: offer.referralLink ?? null,
    // Like every offer, at the end of its last day in Dubai.
    expiresAt:
      offer.expiresInDays === null
        ? null
        : endOfDubaiDay(dubaiDayOf(new Date(now.getTime() + offer.expiresInDays * DAY_MS))),
    discountRedemptionGuide: offer.guide ?? null,
    generalInfo: offer.generalInfo ?? null,
    termsAndConditions: offer.termsAndConditions ?? null,
    titleAr: offer.titleAr,
    descriptionAr: offer.descriptionAr,
    discountRedemptionGuideAr: offer.guideAr ?? null,
    termsAndConditionsAr: offer.termsAndConditionsAr ?? null,
    status,
    featuredRank: offer.featuredRank ?? null,
    createdAt: new Date(publishedAt.getTime() - 2 * DAY_MS),
    publishedAt: status === "draft" ? null : publishedAt,
  };
}

/** Inserts the demo catalogue when the offers table is empty; returns how many rows were added. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(offers);
    if ((existing?.n ?? 0) > 0) return 0;
    const inserted = await tx
      .insert(offers)
      .values(catalogue.map((offer) => toOfferRow(offer, now)))
      .returning({ id: offers.id });
    return inserted.length;
  });
}

/** Whether no offer exists at all (the start-up log says why none was seeded). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: offers.id }).from(offers).limit(1);
  return !row;
}
