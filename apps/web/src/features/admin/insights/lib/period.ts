// The insights' shares as percentages (the period itself is #web/lib/period.ts, shared with the portal).
/** A share as a percentage with one decimal ("12.5%"); null when there is nothing to divide. */
export function percent(share: number | null): string | null {
  return share === null ? null : `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
}

/** part / whole as a percentage, null when whole is 0. */
export const rateOf = (part: number, whole: number) => percent(whole === 0 ? null : part / whole);
