// The insights' reads. Each measure is one grouped query over a time-indexed table: grouping sets
// give the per-offer and the per-day counts from the same scan of the period.
import { and, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { DUBAI_UTC_OFFSET_HOURS } from "@studentperks/contracts/dubai-time";
import type { Db } from "#server/db/client.ts";
import {
  auditLog,
  offerEvents,
  offers,
  redemptions,
  studentProfiles,
  users,
  verificationDocuments,
} from "#server/db/schema.ts";
import type { PgColumn } from "drizzle-orm/pg-core";

export interface Bounds {
  start: Date;
  end: Date;
}

/** The Dubai calendar day of a moment, as YYYY-MM-DD. No parameters (the offset is a constant written
 * into the text), so the same text can appear in the select list and in GROUP BY. */
const offset = sql.raw(`interval '${DUBAI_UTC_OFFSET_HOURS} hours'`);
const dubaiDay = (column: PgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;

const within = (column: PgColumn, { start, end }: Bounds) => and(gte(column, start), lt(column, end));
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

// offer_id is never null in the tables, so in a grouping-sets answer a null offerId marks a per-day
// row and a null day a per-offer row.
export interface EventCounts {
  /** Set on per-offer rows; null on per-day rows. */
  offerId: number | null;
  /** Set on per-day rows; null on per-offer rows. */
  day: string | null;
  views: number;
  copies: number;
  referralClicks: number;
}

/** offer_events in the period, counted per offer and per day (the time index bounds the scan). */
export function countEvents(db: Db, bounds: Bounds): Promise<EventCounts[]> {
  const day = dubaiDay(offerEvents.createdAt);
  const type = offerEvents.eventType;
  return db
    .select({
      offerId: sql<number | null>`${offerEvents.offerId}`,
      day: sql<string | null>`${day}`,
      views: countWhere(sql`${type} = 'offer_click'`),
      copies: countWhere(sql`${type} in ('code_copy', 'link_copy')`),
      referralClicks: countWhere(sql`${type} = 'referral_click'`),
    })
    .from(offerEvents)
    .where(within(offerEvents.createdAt, bounds))
    .groupBy(sql`grouping sets ((${offerEvents.offerId}), (${day}))`);
}

export interface RedemptionCounts {
  offerId: number | null;
  day: string | null;
  redemptions: number;
}

/** Redemptions in the period, per offer and per day (redemptions_created_idx bounds the scan). */
export function countRedemptions(db: Db, bounds: Bounds): Promise<RedemptionCounts[]> {
  const day = dubaiDay(redemptions.createdAt);
  return db
    .select({
      offerId: sql<number | null>`${redemptions.offerId}`,
      day: sql<string | null>`${day}`,
      redemptions: sql<number>`count(*)::int`,
    })
    .from(redemptions)
    .where(within(redemptions.createdAt, bounds))
    .groupBy(sql`grouping sets ((${redemptions.offerId}), (${day}))`);
}

/** What the table shows of each offer, for the ids given (one query). */
export function describeOffers(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: offers.id, title: offers.title, brandName: offers.brandName, status: offers.status })
    .from(offers)
    .where(inArray(offers.id, ids));
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
