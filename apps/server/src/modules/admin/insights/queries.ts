// The insights' reads. Each is one grouped query over a time-indexed table: grouping sets give the
// per-offer and the per-day counts from the same scan of the period.
import { and, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  auditLog,
  cardChecks,
  codeReports,
  offerActivityDays,
  offers,
  studentProfiles,
  users,
  verificationDocuments,
} from "#server/db/schema.ts";
import type { PgColumn } from "drizzle-orm/pg-core";

export interface Bounds {
  start: Date;
  end: Date;
}

const within = (column: PgColumn, { start, end }: Bounds) => and(gte(column, start), lt(column, end));
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

// offer_id is never null in the table, so in a grouping-sets answer a null offerId marks a per-day
// row and a null day a per-offer row.
export interface ActivityCounts {
  /** Set on per-offer rows; null on per-day rows. */
  offerId: number | null;
  /** Set on per-day rows; null on per-offer rows. */
  day: string | null;
  views: number;
  copies: number;
  referralClicks: number;
  redemptions: number;
}

/**
 * Views, copies, referral clicks and redemptions from `from` to `to` (Dubai days, both included), per
 * offer and per day, from the daily roll-up (offer_activity_days, migration 0021): a year is at most
 * a row per offer and active day, however many events there were.
 */
export function countActivity(db: Db, { from, to }: { from: string; to: string }): Promise<ActivityCounts[]> {
  const { offerId, day } = offerActivityDays;
  const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
  return db
    .select({
      offerId: sql<number | null>`${offerId}`,
      day: sql<string | null>`${day}::text`,
      views: total(offerActivityDays.views),
      copies: total(offerActivityDays.copies),
      referralClicks: total(offerActivityDays.referralClicks),
      redemptions: total(offerActivityDays.redemptions),
    })
    .from(offerActivityDays)
    .where(and(gte(day, from), lte(day, to)))
    .groupBy(sql`grouping sets ((${offerId}), (${day}))`);
}

/** What the table shows of each offer, for the ids given (one query). */
export function describeOffers(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: offers.id, title: offers.title, brandName: offers.brandName, status: offers.status })
    .from(offers)
    .where(inArray(offers.id, ids));
}

/**
 * Codes reported in the period, for the offers given (issue 36): one range of
 * code_reports_offer_time_idx per offer, so only the offers the table shows are read.
 */
export async function countReports(db: Db, ids: number[], bounds: Bounds): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ offerId: codeReports.offerId, reports: sql<number>`count(*)::int` })
    .from(codeReports)
    .where(and(inArray(codeReports.offerId, ids), within(codeReports.createdAt, bounds)))
    .groupBy(codeReports.offerId);
  return new Map(rows.map((row) => [row.offerId, row.reports]));
}

/** Students who signed up in the period (users_created_idx), and how far each got since. */
export async function countSignUps(db: Db, bounds: Bounds) {
  const verified = isNotNull(studentProfiles.verifiedAt);
  const byCode = and(verified, isNotNull(studentProfiles.studentEmail))!;
  // The code went out because staff listed the student's domain (their audit entry, indexed).
  const afterListing = sql`exists (select 1 from ${auditLog} where ${auditLog.entityType} = 'student'
    and ${auditLog.entityId} = ${users.id}::text and ${auditLog.action} = 'verification.domain_code_sent')`;
  const [row] = await db
    .select({
      signedUp: sql<number>`count(*)::int`,
      codeSent: sql<number>`count(${studentProfiles.codeSentAt})::int`,
      verified: sql<number>`count(${studentProfiles.verifiedAt})::int`,
      emailCode: countWhere(and(byCode, sql`not ${afterListing}`)!),
      listedDomain: countWhere(and(byCode, afterListing)!),
      document: countWhere(and(verified, isNull(studentProfiles.studentEmail))!),
    })
    .from(users)
    .leftJoin(studentProfiles, sql`${studentProfiles.userId} = ${users.id}`)
    .where(and(within(users.createdAt, bounds), sql`${users.role} = 'student'`));
  const { emailCode, listedDomain, document, ...steps } = row!;
  return { ...steps, verifiedBy: { emailCode, listedDomain, document } };
}

/**
 * Documents uploaded in the period and where they stand now, and the median time to review of those
 * reviewed in the period (seconds).
 */
export async function countDocuments(db: Db, bounds: Bounds) {
  const { createdAt, reviewedAt, status } = verificationDocuments;
  const uploaded = within(createdAt, bounds)!;
  const reviewed = and(isNotNull(reviewedAt), within(reviewedAt, bounds))!;
  const [row] = await db
    .select({
      submitted: countWhere(uploaded),
      approved: countWhere(sql`${uploaded} and ${status} = 'approved'`),
      rejected: countWhere(sql`${uploaded} and ${status} = 'rejected'`),
      pending: countWhere(sql`${uploaded} and ${status} = 'pending'`),
      medianReviewSeconds: sql<number | null>`(percentile_cont(0.5) within group (
          order by extract(epoch from ${reviewedAt} - ${createdAt})) filter (where ${reviewed}))::float8`,
    })
    .from(verificationDocuments)
    .where(or(uploaded, reviewed));
  return row!;
}

const dubaiDay = (column: PgColumn) =>
  sql<string>`((${column} at time zone 'UTC') + interval '4 hours')::date::text`;

/** Cashiers' checks in the period, per Dubai day (card_checks_time_idx). */
export function countChecksPerDay(db: Db, bounds: Bounds) {
  const day = dubaiDay(cardChecks.createdAt);
  return db
    .select({
      day,
      checks: sql<number>`count(*)::int`,
      validChecks: countWhere(sql`${cardChecks.result} = 'valid'`),
    })
    .from(cardChecks)
    .where(within(cardChecks.createdAt, bounds))
    .groupBy(day);
}

/** Per brand: cards opened from its offers (the daily roll-up) and the checks that followed. */
export async function countInStoreByBrand(
  db: Db,
  bounds: Bounds,
  { from, to }: { from: string; to: string },
) {
  const [shows, checks] = await Promise.all([
    db
      .select({
        brandName: offers.brandName,
        count: sql<number>`coalesce(sum(${offerActivityDays.cardShows}), 0)::int`,
      })
      .from(offerActivityDays)
      .innerJoin(offers, sql`${offers.id} = ${offerActivityDays.offerId}`)
      .where(
        and(
          gte(offerActivityDays.day, from),
          lte(offerActivityDays.day, to),
          sql`${offerActivityDays.cardShows} > 0`,
        ),
      )
      .groupBy(offers.brandName),
    db
      .select({ brandName: offers.brandName, count: sql<number>`count(*)::int` })
      .from(cardChecks)
      .innerJoin(offers, sql`${offers.id} = ${cardChecks.offerId}`)
      .where(within(cardChecks.createdAt, bounds))
      .groupBy(offers.brandName),
  ]);
  return { shows, checks };
}
