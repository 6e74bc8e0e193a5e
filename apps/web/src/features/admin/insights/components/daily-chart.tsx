import { formatDate } from "#web/features/admin/shared/format.ts";
import { dubaiMidday } from "@studentperks/contracts/dubai-time";
import { axisTop, linePath } from "../lib/chart.ts";
import { insightsText } from "../messages.ts";
import { formatCount } from "./totals.tsx";

const WIDTH = 600;
const HEIGHT = 120;

interface DailyChartProps {
  label: string;
  values: readonly number[];
  /** YYYY-MM-DD of each value. */
  days: readonly string[];
  /** Tailwind stroke colour of the line. */
  stroke: string;
}

/** A Dubai day as staff read it. */
export const dayLabel = (day: string) => formatDate(dubaiMidday(day));

/** What the chart shows, in words, for screen readers. */
export function chartSummary(measure: string, values: readonly number[], days: readonly string[]): string {
  const range = { measure, from: dayLabel(days[0]!), to: dayLabel(days[days.length - 1]!) };
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return insightsText("chart.summaryEmpty", range);
  const most = Math.max(...values);
  return insightsText("chart.summary", {
    ...range,
    total: formatCount(total),
    busiest: dayLabel(days[values.indexOf(most)]!),
    most: formatCount(most),
  });
}

/**
 * One measure day by day: our own SVG (no chart library in the console's bundle) that stretches to
 * its card's width, with the axis written in HTML so the text stays readable at any width.
 */
export function DailyChart({ label, values, days, stroke }: DailyChartProps) {
  const top = axisTop(Math.max(0, ...values));
  const gridlines = [0, 0.5, 1].map((share) => HEIGHT - share * HEIGHT);
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-semibold text-ink-800">{label}</figcaption>
      <div className="flex gap-2">
        <div
          className="flex w-8 flex-col justify-between text-end text-xs text-ink-600 tabular-nums"
          aria-hidden
        >
          <span>{formatCount(top)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={chartSummary(label, values, days)}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          // Time runs from the start edge: right to left in right-to-left pages, like the dates below.
          className="h-32 w-full overflow-visible rtl:-scale-x-100"
        >
          {gridlines.map((y) => (
            <line
              key={y}
              x1={0}
              x2={WIDTH}
              y1={y}
              y2={y}
              className="stroke-ink-200"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path
            d={linePath(values, top, WIDTH, HEIGHT)}
            fill="none"
            className={stroke}
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div className="ms-10 flex justify-between text-xs text-ink-600" aria-hidden>
        <span>{dayLabel(days[0]!)}</span>
        <span>{dayLabel(days[days.length - 1]!)}</span>
      </div>
    </figure>
  );
}
