// Reading offers for the console: the paginated list and one offer, each with its pool, redemption
// and view counts computed in the same query (per listed row only; every count is served by an index
// that starts with offer_id).
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_OFFERS_PAGE_SIZE,
  type AdminOffer,
  type AdminOffersPage,
  type AdminOffersQuery,
  type FeaturedOffers,
} from "@studentperks/contracts/admin/offers";
import { dubaiDayOf, lastDubaiDay } from "@studentperks/contracts/dubai-time";
import type { OfferStatus } from "@studentperks/contracts/catalogue";
import type { Db } from "#server/db/client.ts";
import { brands, offers } from "#server/db/schema.ts";
import { toPublicOffer, type PublicOfferRow } from "#server/modules/offers/index.ts";
import { guideSteps } from "./guide.ts";

type Reader = Pick<Db, "select">;

// Qualified by hand: Drizzle writes a lone "id" in some statements, which the subquery would take
// for its own table's column.
const outerId = sql.raw('"offers"."id"');
const counts = {
  codesTotal: sql<number>`(select count(*)::int from offer_codes c where c.offer_id = ${outerId})`,
  codesLeft: sql<number>`(select count(*)::int from offer_codes c where c.offer_id = ${outerId} and c.assigned_at is null)`,
  redemptions: sql<number>`(select count(*)::int from redemptions r where r.offer_id = ${outerId})`,
  // From the daily roll-up (migration 0021): a few hundred rows per offer a year, not every event.
  views: sql<number>`(select coalesce(sum(a.views), 0)::int from offer_activity_days a where a.offer_id = ${outerId})`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

function listFilter(query: { status?: AdminOffersQuery["status"]; q?: string }): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : null;
  return and(
    query.status ? eq(offers.status, query.status) : undefined,
    pattern
      ? or(
          ilike(offers.title, pattern),
          ilike(offers.titleAr, pattern),
          ilike(offers.brandName, pattern),
          ilike(offers.businessName, pattern),
        )
      : undefined,
  );
}

const isExpired = (expiresAt: Date | null, now: Date) => expiresAt !== null && expiresAt <= now;
/** Published but its first day has not come: students cannot see it yet. */
const isScheduled = (row: { status: OfferStatus; startsAt: Date | null }, now: Date) =>
  row.status === "published" && row.startsAt !== null && row.startsAt > now;

/** Every offer, any status, most recently changed first, a page at a time, with its counts. */
export async function listAdminOffers(
  db: Db,
  query: { status?: OfferStatus; q?: string; page: number },
  now: Date,
): Promise<AdminOffersPage> {
  const filter = listFilter(query);
  const order = [desc(offers.updatedAt), desc(offers.id)];
  const pageIds = db
    .select({ id: offers.id })
    .from(offers)
    .where(filter)
    .orderBy(...order)
    .limit(ADMIN_OFFERS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_OFFERS_PAGE_SIZE);
  const rows = await db
    .select({
      id: offers.id,
      title: offers.title,
      brandName: offers.brandName,
      status: offers.status,
      offerType: offers.offerType,
      startsAt: offers.startsAt,
      expiresAt: offers.expiresAt,
      publishedAt: offers.publishedAt,
      updatedAt: offers.updatedAt,
      codesRanOutAt: offers.codesRanOutAt,
      ...counts,
      total: sql<number>`(select count(*)::int from ${offers} where ${filter ?? sql`true`})`,
    })
    .from(offers)
    .where(inArray(offers.id, pageIds))
    .orderBy(...order);
  const total = rows[0]?.total ?? (query.page > 1 ? await countOffers(db, filter) : 0);
  return {
    offers: rows.map(({ total: _total, codesRanOutAt, ...row }) => ({
      ...row,
      outOfCodes: codesRanOutAt !== null,
      startsAt: row.startsAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      isExpired: isExpired(row.expiresAt, now),
      isScheduled: isScheduled(row, now),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: ADMIN_OFFERS_PAGE_SIZE,
  };
}

/** The Featured row in its order, whatever has become of each offer since it was picked. */
export async function listFeatured(db: Reader, now: Date): Promise<FeaturedOffers> {
  const rows = await db
    .select({
      id: offers.id,
      title: offers.title,
      brandName: offers.brandName,
      status: offers.status,
      expiresAt: offers.expiresAt,
    })
    .from(offers)
    .where(isNotNull(offers.featuredRank))
    .orderBy(asc(offers.featuredRank), asc(offers.id));
  return {
    offers: rows.map((row) => ({
      ...row,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      isExpired: isExpired(row.expiresAt, now),
    })),
  };
}

/** Only asked past the last page, where no row carries the total. */
async function countOffers(db: Db, filter: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .where(filter);
  return row?.n ?? 0;
}

/** How many codes an offer's pool holds, and how many of them are still free. */
export async function poolCounts(db: Reader, id: number): Promise<{ total: number; left: number }> {
  const [row] = await db
    .select({ total: counts.codesTotal, left: counts.codesLeft })
    .from(offers)
    .where(eq(offers.id, id));
  return row ?? { total: 0, left: 0 };
}

/** One offer with its secrets and counts, or null. */
export async function findAdminOffer(db: Reader, id: number, now: Date): Promise<AdminOffer | null> {
  const [row] = await db
    .select({ offer: offers, brandSlug: brands.slug, brandColour: brands.colour, ...counts })
    .from(offers)
    .innerJoin(brands, eq(brands.id, offers.brandId))
    .where(eq(offers.id, id));
  if (!row) return null;
  const { offer, brandSlug, brandColour, ...offerCounts } = row;
  return { ...toAdminOffer({ ...offer, brandSlug, brandColour }, now), ...offerCounts };
}

function toAdminOffer(row: PublicOfferRow, now: Date): Omit<AdminOffer, keyof typeof counts> {
  return {
    ...toPublicOffer(row),
    status: row.status,
    code: row.code,
    referralLink: row.referralLink,
    startsOn: row.startsAt ? dubaiDayOf(row.startsAt) : null,
    expiresOn: row.expiresAt ? lastDubaiDay(row.expiresAt) : null,
    isExpired: isExpired(row.expiresAt, now),
    isScheduled: isScheduled(row, now),
    discountRedemptionGuide: guideSteps(row.discountRedemptionGuide),
    discountRedemptionGuideAr: guideSteps(row.discountRedemptionGuideAr),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    codesRanOutAt: row.codesRanOutAt?.toISOString() ?? null,
  };
}
