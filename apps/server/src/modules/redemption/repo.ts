// Offer lookups for redemption and tracking. `now` comes from the injected clock, as in the catalogue.
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { offerCodes, offers } from "#server/db/schema.ts";

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

/** A published offer that has not expired, with the secrets only redemption may read. */
export async function findLiveOffer(db: Db, offerId: number, now: Date) {
  const [offer] = await db
    .select({
      id: offers.id,
      brandName: offers.brandName,
      offerType: offers.offerType,
      code: offers.code,
      referralLink: offers.referralLink,
    })
    .from(offers)
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.status, "published"),
        or(isNull(offers.expiresAt), gt(offers.expiresAt, now)),
      ),
    );
  return offer ?? null;
}

export type LiveOffer = NonNullable<Awaited<ReturnType<typeof findLiveOffer>>>;
