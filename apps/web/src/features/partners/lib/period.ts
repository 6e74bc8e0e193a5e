// The results chart's scale (the period itself is #web/lib/period.ts, shared with the staff insights).
/** A round top for the chart's axis at or above `max` (1, 2, 5 × a power of ten), at least 1. */
export function axisTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max)!;
  return step * power;
}
