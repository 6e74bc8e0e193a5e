import type { Insights } from "@studentperks/contracts/admin/insights";
import { insightsText } from "../messages.ts";
import { percent } from "../lib/period.ts";

const number = new Intl.NumberFormat("en-AE");

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-ink-200 bg-white p-4">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="text-2xl font-bold text-ink-900 tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-ink-600">{hint}</dd> : null}
    </div>
  );
}

/** The period's totals as figure cards. */
export function Totals({ totals }: { totals: Insights["totals"] }) {
  return (
    <section aria-label={insightsText("totals.label")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label={insightsText("measure.views")} value={number.format(totals.views)} />
        <Figure label={insightsText("measure.copies")} value={number.format(totals.copies)} />
        <Figure label={insightsText("measure.referralClicks")} value={number.format(totals.referralClicks)} />
        <Figure label={insightsText("measure.redemptions")} value={number.format(totals.redemptions)} />
        <Figure
          label={insightsText("measure.conversion")}
          value={percent(totals.conversion) ?? insightsText("none")}
          hint={insightsText("totals.conversionHint")}
        />
      </dl>
    </section>
  );
}

export const formatCount = (value: number) => number.format(value);

/** The four measures, in the order every table shows them. */
export const MEASURES = ["views", "copies", "referralClicks", "redemptions"] as const;
