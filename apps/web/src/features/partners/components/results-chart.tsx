import { useId, useState } from "react";
import type { PartnerResults } from "@studentperks/contracts/partners";
import { t, useLocale } from "#web/lib/i18n/index.ts";
import { cn } from "#web/lib/cn.ts";
import { countText, dayText, shortDayText } from "../lib/format.ts";
import { axisTop } from "../lib/period.ts";
import { measureKeys, type Measure } from "../lib/measures.ts";

const WIDTH = 600;
const HEIGHT = 160;

/**
 * One measure day by day as bars (our own SVG: no chart library), the measure chosen with buttons; a
 * sentence says what it shows, and the figures are in a table below it for anyone who cannot see it.
 */
export function ResultsChart({
  days,
  measures,
}: {
  days: PartnerResults["days"];
  measures: readonly Measure[];
}) {
  const locale = useLocale();
  const ids = useId();
  const [measure, setMeasure] = useState<Measure>("views");
  const values = days.map((day) => day[measure]);
  const top = axisTop(Math.max(0, ...values));
  const slot = WIDTH / Math.max(1, values.length);
  const gap = Math.min(4, slot * 0.25);
  const label = t(measureKeys[measure]);
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5"
    >
      <h3 id={`${ids}-title`} className="text-h3 text-ink-900">
        {t("partners.results.byDay")}
      </h3>
      <div role="group" aria-label={t("partners.results.chooseMeasure")} className="flex flex-wrap gap-2">
        {measures.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={measure === name}
            onClick={() => setMeasure(name)}
            className={cn(
              "min-h-9 rounded-pill border px-3 text-sm font-semibold transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800",
              measure === name
                ? "border-brand-900 bg-brand-900 text-white"
                : "border-ink-300 bg-white text-ink-800 hover:bg-ink-50",
            )}
          >
            {t(measureKeys[name])}
          </button>
        ))}
      </div>
      <figure className="flex flex-col gap-1">
        <div className="flex gap-2">
          <div
            className="flex w-10 flex-col justify-between text-end text-xs text-ink-700 tabular-nums"
            aria-hidden
          >
            <span>{countText(top, locale)}</span>
            <span>0</span>
          </div>
          <svg
            role="img"
            aria-labelledby={`${ids}-summary`}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            // Time runs from the start edge: right to left on an Arabic page, like the dates below.
            className="h-40 w-full rtl:-scale-x-100"
          >
            {[0, 0.5, 1].map((share) => (
              <line
                key={share}
                x1={0}
                x2={WIDTH}
                y1={HEIGHT - share * HEIGHT}
                y2={HEIGHT - share * HEIGHT}
                className="stroke-ink-200"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {values.map((value, index) => {
              const height = (value / top) * HEIGHT;
              return (
                <rect
                  key={days[index]!.day}
                  x={index * slot + gap / 2}
                  y={HEIGHT - height}
                  width={Math.max(1, slot - gap)}
                  height={height}
                  className="fill-brand-700"
                />
              );
            })}
          </svg>
        </div>
        {first && last ? (
          <div className="ms-12 flex justify-between text-xs text-ink-700" aria-hidden>
            <span>{shortDayText(first, locale)}</span>
            <span>{shortDayText(last, locale)}</span>
          </div>
        ) : null}
        <figcaption id={`${ids}-summary`} className="text-sm text-ink-700">
          {summary(label, values, days, locale)}
        </figcaption>
      </figure>
      <details className="group text-sm">
        <summary className="cursor-pointer rounded-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800">
          {t("partners.results.showTable")}
        </summary>
        <div className="mt-3 max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("partners.results.tableCaption", { measure: label })}</caption>
            <thead>
              <tr className="text-ink-800">
                <th scope="col" className="py-2 text-start font-semibold">
                  {t("partners.results.day")}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {label}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-t border-ink-100">
                  <th scope="row" className="py-1.5 text-start font-normal text-ink-800">
                    {dayText(day.day, locale)}
                  </th>
                  <td className="py-1.5 text-end text-ink-900 tabular-nums">
                    {countText(day[measure], locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

function summary(
  measure: string,
  values: readonly number[],
  days: PartnerResults["days"],
  locale: ReturnType<typeof useLocale>,
): string {
  if (days.length === 0) return t("partners.results.chartEmpty", { measure });
  const total = values.reduce((sum, value) => sum + value, 0);
  const range = {
    measure,
    from: dayText(days[0]!.day, locale),
    to: dayText(days[days.length - 1]!.day, locale),
  };
  if (total === 0) return t("partners.results.chartNone", range);
  const most = Math.max(...values);
  return t("partners.results.chartSummary", {
    ...range,
    total: countText(total, locale),
    busiest: dayText(days[values.indexOf(most)]!.day, locale),
    most: countText(most, locale),
  });
}
