// Offer lookups for redemption and tracking. `now` comes from the injected clock, as in the catalogue.
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { offers } from "../../db/schema.ts";

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
