import { useState } from "react";
import type { AdminCodeReport } from "@studentperks/contracts/admin/code-reports";
import { Badge } from "#web/components/ui/badge.tsx";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { formatDateTime } from "#web/features/admin/shared/format.ts";
import { useCodeReports } from "../api/code-reports.ts";
import { offersText } from "../messages.ts";
import { MarkBadButton } from "./mark-bad-button.tsx";
import { PageNav } from "./page-nav.tsx";

function ReportRow({ offerId, report }: { offerId: number; report: AdminCodeReport }) {
  return (
    <tr>
      <Td label={offersText("reports.col.code")} className="font-mono break-all text-ink-900">
        {report.code}
      </Td>
      <Td label={offersText("reports.col.reason")}>{offersText(`reports.reason.${report.reason}`)}</Td>
      <Td label={offersText("reports.col.details")} dir="auto" className="break-words">
        {report.details ?? offersText("reports.noDetails")}
      </Td>
      <Td label={offersText("reports.col.when")} className="whitespace-nowrap">
        {formatDateTime(report.createdAt)}
      </Td>
      <Td label={offersText("reports.col.replaced")}>
        {offersText(report.replaced ? "reports.yes" : "reports.no")}
      </Td>
      <Td label={offersText("reports.col.bad")}>
        {report.markedBad ? (
          <Badge variant="danger">{offersText("reports.markedBad")}</Badge>
        ) : (
          <MarkBadButton offerId={offerId} code={report.code} />
        )}
      </Td>
    </tr>
  );
}

/** The codes students reported for this offer, newest first, each of which staff may mark bad. */
export function ReportedCodes({ offerId }: { offerId: number }) {
  const [page, setPage] = useState(1);
  const query = useCodeReports(offerId, page);
  return (
    <section
      aria-labelledby="offer-reports-heading"
      className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="offer-reports-heading" className="text-base font-semibold text-ink-900">
          {offersText("reports.heading")}
        </h2>
        {query.data ? (
          <p className="text-sm text-ink-700">{offersText("reports.count", { total: query.data.total })}</p>
        ) : null}
      </div>
      <p className="text-sm text-ink-600">{offersText("reports.description")}</p>
      <LoadState query={query}>
        {(answer) => {
          if (answer.total === 0)
            return <p className="text-sm text-ink-600">{offersText("reports.empty")}</p>;
          const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
          return (
            <div className="flex flex-col gap-3">
              <DataTable aria-labelledby="offer-reports-heading">
                <thead>
                  <tr>
                    <Th>{offersText("reports.col.code")}</Th>
                    <Th>{offersText("reports.col.reason")}</Th>
                    <Th>{offersText("reports.col.details")}</Th>
                    <Th>{offersText("reports.col.when")}</Th>
                    <Th>{offersText("reports.col.replaced")}</Th>
                    <Th>{offersText("reports.col.bad")}</Th>
                  </tr>
                </thead>
                <tbody>
                  {answer.reports.map((report) => (
                    <ReportRow key={report.id} offerId={offerId} report={report} />
                  ))}
                </tbody>
              </DataTable>
              <PageNav page={answer.page} pages={pages} onPage={setPage} />
            </div>
          );
        }}
      </LoadState>
    </section>
  );
}
