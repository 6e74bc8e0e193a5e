import type { Insights } from "@studentperks/contracts/admin/insights";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { insightsText } from "../messages.ts";
import { DailyChart, dayLabel } from "./daily-chart.tsx";
import { formatCount, MEASURES } from "./totals.tsx";

/** Views and redemptions day by day, each on its own scale, with the numbers behind them. */
export function DailyActivity({ insights }: { insights: Insights }) {
  const { series, totals } = insights;
  return (
    <div className="flex flex-col gap-4">
      {totals.views + totals.redemptions === 0 ? (
        <p className="text-sm text-ink-600">{insightsText("chart.empty")}</p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <DailyChart
          label={insightsText("measure.views")}
          values={series.map((point) => point.views)}
          days={series.map((point) => point.day)}
          stroke="stroke-brand-700"
        />
        <DailyChart
          label={insightsText("measure.redemptions")}
          values={series.map((point) => point.redemptions)}
          days={series.map((point) => point.day)}
          stroke="stroke-ink-900"
        />
      </div>
      <details className="group">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-800">
          {insightsText("chart.numbers")}
        </summary>
        <div className="mt-3 max-h-96 overflow-y-auto">
          <DataTable stackOnPhone={false} className="min-w-[28rem]">
            <thead>
              <tr>
                <Th>{insightsText("chart.day")}</Th>
                {MEASURES.map((measure) => (
                  <Th key={measure} className="text-end whitespace-nowrap">
                    {insightsText(`measure.${measure}`)}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.day}>
                  <Td className="whitespace-nowrap">{dayLabel(point.day)}</Td>
                  {MEASURES.map((measure) => (
                    <Td key={measure} className="text-end tabular-nums">
                      {formatCount(point[measure])}
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      </details>
    </div>
  );
}
