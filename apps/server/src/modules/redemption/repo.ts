// Offer and code lookups for redemption. `now` comes from the injected clock, as in the catalogue.
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Executor, Transaction } from "#server/db/client.ts";
import { badCodes, offerCodes, offers, redemptions } from "#server/db/schema.ts";

/** Rows per insert: well under PostgreSQL's 65,535 bind parameters, whatever the pool's size. */
const POOL_INSERT_CHUNK = 5000;

/** Adds codes to an offer's pool, skipping ones it already has; answers how many were added. */
export async function insertPoolCodes(
  exec: Pick<Db, "insert">,
  offerId: number,
  codes: readonly string[],
): Promise<number> {
  let added = 0;
  for (let start = 0; start < codes.length; start += POOL_INSERT_CHUNK) {
    const rows = await exec
      .insert(offerCodes)
      .values(codes.slice(start, start + POOL_INSERT_CHUNK).map((code) => ({ offerId, code })))
      .onConflictDoNothing()
      .returning({ id: offerCodes.id });
    added += rows.length;
  }
  return added;
}

/** A published offer, ended or not, with the secrets only redemption may read. */
export async function findPublishedOffer(exec: Executor, offerId: number) {
  const [offer] = await exec
    .select({
      id: offers.id,
      brandName: offers.brandName,
      offerType: offers.offerType,
      code: offers.code,
      referralLink: offers.referralLink,
      startsAt: offers.startsAt,
      expiresAt: offers.expiresAt,
      redemptionChannel: offers.redemptionChannel,
      usageLimit: offers.usageLimit,
    })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.status, "published")));
  return offer ?? null;
}
export type PublishedOffer = NonNullable<Awaited<ReturnType<typeof findPublishedOffer>>>;

/** Queues the requests of one student for one offer: each finds what the one before it wrote. */
export async function lockStudentOffer(tx: Transaction, userId: string, offerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}::text), ${offerId}::int)`);
}

/** When the student's latest use of the offer opened its period (replacements open none), or null. */
export async function latestUse(exec: Executor, userId: string, offerId: number): Promise<Date | null> {
  const [row] = await exec
    .select({ at: redemptions.createdAt })
    .from(redemptions)
    .where(
      and(eq(redemptions.offerId, offerId), eq(redemptions.userId, userId), isNull(redemptions.replacesId)),
    )
    .orderBy(desc(redemptions.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Gives the pool's next free code to the student; null when none is free. */
export async function claimPoolCode(tx: Transaction, offerId: number, userId: string, now: Date) {
  const nextFree = tx
    .select({ id: offerCodes.id })
    .from(offerCodes)
    .where(and(eq(offerCodes.offerId, offerId), isNull(offerCodes.assignedAt)))
    .orderBy(asc(offerCodes.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await tx
    .update(offerCodes)
    .set({ assignedTo: userId, assignedAt: now })
    .where(inArray(offerCodes.id, nextFree))
    .returning({ code: offerCodes.code });
  return claimed?.code ?? null;
}

export async function hasPool(exec: Executor, offerId: number): Promise<boolean> {
  const [row] = await exec
    .select({ id: offerCodes.id })
    .from(offerCodes)
    .where(eq(offerCodes.offerId, offerId))
    .limit(1);
  return row !== undefined;
}

/** The codes staff marked bad for the offer. */
export async function badCodesOf(exec: Executor, offerId: number): Promise<Set<string>> {
  const rows = await exec.select({ code: badCodes.code }).from(badCodes).where(eq(badCodes.offerId, offerId));
  return new Set(rows.map((row) => row.code));
}
