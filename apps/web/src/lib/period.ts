// A period of whole Dubai days in the address (?from=&to=), so a link reproduces the view: the staff
// insights and the partner portal's results (issue 37) read it with the server's rules (contracts:
// insightsQuerySchema, resolvePeriod).
import * as z from "zod";
import {
  INSIGHTS_DEFAULT_DAYS,
  insightsQuerySchema,
  lastDays,
  periodLength,
  resolvePeriod,
  type Period,
} from "@studentperks/contracts/admin/insights";

export const QUICK_CHOICES = [7, 30, 90] as const;

/** The address's period, or the last 30 days with the reason when the address's is not valid. */
export function periodFromSearch(
  search: URLSearchParams,
  now: Date = new Date(),
): { period: Period; problem: string | null } {
  const raw = { from: search.get("from") ?? undefined, to: search.get("to") ?? undefined };
  const parsed = insightsQuerySchema.safeParse(raw);
  const resolved = parsed.success ? resolvePeriod(parsed.data, now) : null;
  if (resolved && "period" in resolved) return { period: resolved.period, problem: null };
  const problem = resolved ? resolved.error.message : (parsed.error?.issues[0]?.message ?? null);
  return { period: lastDays(INSIGHTS_DEFAULT_DAYS, now), problem };
}

/** A date box of the custom period form: "" is a day not given, as a missing one in the address. */
const dayBox = (day: typeof insightsQuerySchema.shape.from) =>
  z
    .string()
    .transform((value) => value || undefined)
    .pipe(day);

/**
 * The custom period form: the address's rules (insightsQuerySchema, then resolvePeriod's order and
 * length), checked before the address changes; a refusal is told under the day it names.
 */
export const periodFormSchema = z
  .object({ from: dayBox(insightsQuerySchema.shape.from), to: dayBox(insightsQuerySchema.shape.to) })
  .transform((query, ctx): Period => {
    const resolved = resolvePeriod(query);
    if ("period" in resolved) return resolved.period;
    const { field, message } = resolved.error;
    ctx.addIssue({ code: "custom", path: [field], message, input: query });
    return z.NEVER;
  });

export const searchOf = ({ from, to }: Period) => `?${new URLSearchParams({ from, to })}`;

/** Which quick choice (7, 30, 90 days up to today) the period is, if any. */
export function quickChoiceOf(period: Period, now: Date = new Date()): number | null {
  if (period.to !== lastDays(1, now).to) return null;
  return QUICK_CHOICES.find((days) => periodLength(period) === days) ?? null;
}
