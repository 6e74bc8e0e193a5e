// When a student may use an offer again (issue 36). A period is counted in whole Dubai days from the
// day of the use that opened it: used on Thursday under "once per 7 days", the offer is free again
// from the Dubai midnight that starts the next Thursday; "once per day" resets at Dubai midnight.
import { USAGE_PERIOD_DAYS, type UsageLimit } from "@studentperks/contracts/catalogue";
import { dubaiDayOf, startOfDubaiDay } from "@studentperks/contracts/dubai-time";

const DAY_MS = 86_400_000;

/** When the period opened by a use at `usedAt` ends; null when it never does (once). */
export function periodEnd(limit: UsageLimit, usedAt: Date): Date | null {
  if (limit === "unlimited") return usedAt;
  const days = USAGE_PERIOD_DAYS[limit];
  if (days === null) return null;
  return new Date(startOfDubaiDay(dubaiDayOf(usedAt)).getTime() + days * DAY_MS);
}

export type Eligibility = { eligible: true } | { eligible: false; nextEligibleAt: Date | null };

/** Whether a student whose latest use opened its period at `lastUse` (null: never used) may use it now. */
export function eligibility(limit: UsageLimit, lastUse: Date | null, now: Date): Eligibility {
  if (lastUse === null || limit === "unlimited") return { eligible: true };
  const end = periodEnd(limit, lastUse);
  if (end !== null && end <= now) return { eligible: true };
  return { eligible: false, nextEligibleAt: end };
}
