// What "live" means, said once for every query that asks: published, its first day come (issue 37's
// scheduled offers), its last day not passed. `now` is passed in so it follows the injected clock.
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { offers } from "#server/db/schema.ts";

export const isLiveAt = (now: Date) =>
  and(
    eq(offers.status, "published"),
    or(isNull(offers.startsAt), lte(offers.startsAt, now)),
    or(isNull(offers.expiresAt), gt(offers.expiresAt, now)),
  )!;
