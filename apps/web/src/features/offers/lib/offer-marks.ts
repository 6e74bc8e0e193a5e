// The small marks on an offer's card (issue 36): when it ends, counted in Dubai calendar days; that it
// is temporarily unavailable (its codes ran out); and, for a signed-in student, that they used it and
// when they may again. Pure, so the rules are tested without a page.
import type { OfferCard } from "@studentperks/contracts/catalogue-page";
import { dubaiDayOf, lastDubaiDay } from "@studentperks/contracts/dubai-time";
import type { UsageLimitReached } from "@studentperks/contracts/redemption";

/** An offer ending within this many Dubai days of today (today being 0) says so on its card. */
export const ENDING_MARK_DAYS = 7;

export type OfferMark =
  /** 0: ends today, 1: tomorrow, up to ENDING_MARK_DAYS. */
  | { kind: "ends"; daysLeft: number }
  | { kind: "unavailable" }
  /** Used, and not usable again before the offer ends (once per student, or a period beyond its end). */
  | { kind: "used" }
  /** Used; usable again from `nextEligibleAt`, `daysAway` Dubai days from today (1 or more). */
  | { kind: "usedUntil"; nextEligibleAt: string; daysAway: number };

const DAY_MS = 86_400_000;

/** Whole calendar days from one YYYY-MM-DD to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

function usedMark(
  limit: UsageLimitReached | undefined,
  expiresAt: string | null,
  today: string | null,
): OfferMark | null {
  if (!limit) return null;
  const { nextEligibleAt } = limit;
  if (nextEligibleAt === null) return { kind: "used" };
  if (expiresAt !== null && Date.parse(nextEligibleAt) >= Date.parse(expiresAt)) return { kind: "used" };
  if (today === null) return null;
  const daysAway = daysBetween(today, dubaiDayOf(nextEligibleAt));
  return daysAway > 0 ? { kind: "usedUntil", nextEligibleAt, daysAway } : null;
}

/**
 * The card's marks, the student's own state first: used (or else unavailable), then when it ends,
 * unless they may not use it again before then. `today` is today in Dubai, null before the page has
 * hydrated: the marks counted from it wait for it.
 */
export function offerMarks(
  offer: Pick<OfferCard, "expiresAt" | "outOfCodes">,
  limit: UsageLimitReached | undefined,
  today: string | null,
): OfferMark[] {
  const marks: OfferMark[] = [];
  const used = usedMark(limit, offer.expiresAt, today);
  if (used) marks.push(used);
  else if (offer.outOfCodes) marks.push({ kind: "unavailable" });
  if (used?.kind === "used" || today === null || offer.expiresAt === null) return marks;
  const daysLeft = daysBetween(today, lastDubaiDay(offer.expiresAt));
  if (daysLeft >= 0 && daysLeft <= ENDING_MARK_DAYS) marks.push({ kind: "ends", daysLeft });
  return marks;
}
