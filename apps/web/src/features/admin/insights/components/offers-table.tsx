import type { OfferInsight } from "@studentperks/contracts/admin/insights";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { insightsText } from "../messages.ts";
import { percent } from "../lib/period.ts";
import { formatCount, MEASURES } from "./totals.tsx";

const numeric = "text-end tabular-nums";

/**
 * The per-offer table: each measure, the conversion from view to redemption, and the codes students
 * reported with their rate per code given (issue 36).
 */
export function OffersTable({ offers }: { offers: readonly OfferInsight[] }) {
  if (offers.length === 0) return <p className="text-sm text-ink-600">{insightsText("offers.empty")}</p>;
  return (
    <DataTable>
      <thead>
        <tr>
          <Th>{insightsText("offers.offer")}</Th>
          {MEASURES.map((measure) => (
            <Th key={measure} className="text-end whitespace-nowrap">
              {insightsText(`measure.${measure}`)}
            </Th>
          ))}
          <Th className="text-end whitespace-nowrap">{insightsText("measure.conversion")}</Th>
          <Th className="text-end whitespace-nowrap">{insightsText("offers.reports")}</Th>
          <Th className="text-end whitespace-nowrap">{insightsText("offers.reportRate")}</Th>
        </tr>
      </thead>
      <tbody>
        {offers.map((offer) => (
          <tr key={offer.id}>
            <th
              scope="row"
              className="min-w-44 border-b border-ink-100 px-3 py-2 text-start align-top font-normal"
            >
              <span className="block font-semibold text-ink-900">{offer.title}</span>
              <span className="block text-xs text-ink-600">
                {offer.brandName} · {offer.status}
              </span>
            </th>
            {MEASURES.map((measure) => (
              <Td key={measure} label={insightsText(`measure.${measure}`)} className={numeric}>
                {formatCount(offer[measure])}
              </Td>
            ))}
            <Td label={insightsText("measure.conversion")} className={numeric}>
              {percent(offer.conversion) ?? insightsText("none")}
            </Td>
            <Td label={insightsText("offers.reports")} className={numeric}>
              {formatCount(offer.reports)}
            </Td>
            <Td label={insightsText("offers.reportRate")} className={numeric}>
              {percent(offer.reportRate) ?? insightsText("none")}
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
