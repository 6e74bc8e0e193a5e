import type { InStoreInsights } from "@studentperks/contracts/admin/insights";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { insightsText } from "../messages.ts";
import { dayLabel } from "./daily-chart.tsx";
import { formatCount } from "./totals.tsx";

const numeric = "text-end tabular-nums";

/** The in-store card: checks by cashiers (per day) and cards opened from each brand's offers. */
export function InStore({ inStore }: { inStore: InStoreInsights }) {
  const days = inStore.series.filter((point) => point.checks > 0);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            ["inStore.checks", inStore.checks],
            ["inStore.validChecks", inStore.validChecks],
            ["inStore.cardShows", inStore.cardShows],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 rounded-xl border border-ink-200 p-3">
            <dt className="text-sm font-medium text-ink-600">{insightsText(label)}</dt>
            <dd className="text-xl font-bold text-ink-900 tabular-nums">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {days.length === 0 ? (
        <p className="text-sm text-ink-600">{insightsText("inStore.empty")}</p>
      ) : (
        <DataTable>
          <caption className="sr-only">{insightsText("inStore.perDay")}</caption>
          <thead>
            <tr>
              <Th>{insightsText("chart.day")}</Th>
              <Th className="text-end">{insightsText("inStore.checks")}</Th>
              <Th className="text-end">{insightsText("inStore.validChecks")}</Th>
            </tr>
          </thead>
          <tbody>
            {days.map((point) => (
              <tr key={point.day}>
                <Td>{dayLabel(point.day)}</Td>
                <Td label={insightsText("inStore.checks")} className={numeric}>
                  {formatCount(point.checks)}
                </Td>
                <Td label={insightsText("inStore.validChecks")} className={numeric}>
                  {formatCount(point.validChecks)}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {inStore.brands.length > 0 ? (
        <DataTable>
          <caption className="sr-only">{insightsText("inStore.perBrand")}</caption>
          <thead>
            <tr>
              <Th>{insightsText("inStore.brand")}</Th>
              <Th className="text-end">{insightsText("inStore.cardShows")}</Th>
              <Th className="text-end">{insightsText("inStore.brandChecks")}</Th>
            </tr>
          </thead>
          <tbody>
            {inStore.brands.map((brand) => (
              <tr key={brand.brandName}>
                <Td>{brand.brandName}</Td>
                <Td label={insightsText("inStore.cardShows")} className={numeric}>
                  {formatCount(brand.cardShows)}
                </Td>
                <Td label={insightsText("inStore.brandChecks")} className={numeric}>
                  {formatCount(brand.checks)}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </div>
  );
}
