import { Link } from "react-router";
import type { OfferChangeSummary } from "@studentperks/contracts/admin/offer-changes";
import type { ChangeStatus } from "@studentperks/contracts/partners";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { formatDateTime, waitingTime } from "#web/features/admin/shared/format.ts";
import { useProposals } from "../api/proposals.ts";
import { proposalsText } from "../messages.ts";
import { consoleLinkClassName } from "#web/features/admin/shared/components/console-links.tsx";

function ProposalRow({ change }: { change: OfferChangeSummary }) {
  const isWaiting = change.status === "submitted";
  return (
    <tr>
      <Td className="font-semibold">
        <Link to={adminPaths.proposal(change.id)} className={consoleLinkClassName}>
          {change.title}
        </Link>
      </Td>
      <Td label={proposalsText("column.brand")}>{change.brandName}</Td>
      <Td label={proposalsText("column.kind")}>{proposalsText(`kind.${change.kind}`)}</Td>
      <Td label={proposalsText("column.by")}>
        <span className="break-all">{change.submittedBy}</span>
      </Td>
      <Td label={proposalsText(isWaiting ? "column.waiting" : "column.sent")} className="whitespace-nowrap">
        {isWaiting ? (
          <>
            <span className="block font-semibold">{waitingTime(change.submittedAt)}</span>
            <span className="block text-xs text-ink-600">{formatDateTime(change.submittedAt)}</span>
          </>
        ) : (
          formatDateTime(change.submittedAt)
        )}
      </Td>
    </tr>
  );
}

/** One status's proposals, oldest first: the waiting ones with how long they have waited. */
export function ProposalList({ status }: { status: ChangeStatus }) {
  const query = useProposals(status);
  return (
    <LoadState query={query}>
      {({ changes }) =>
        changes.length === 0 ? (
          <p className="text-sm text-ink-600">{proposalsText(`list.empty.${status}`)}</p>
        ) : (
          <DataTable aria-label={proposalsText(`status.${status}`)}>
            <thead>
              <tr>
                <Th className="text-start">{proposalsText("column.offer")}</Th>
                <Th className="text-start">{proposalsText("column.brand")}</Th>
                <Th className="text-start">{proposalsText("column.kind")}</Th>
                <Th className="text-start">{proposalsText("column.by")}</Th>
                <Th className="text-start">
                  {proposalsText(status === "submitted" ? "column.waiting" : "column.sent")}
                </Th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <ProposalRow key={change.id} change={change} />
              ))}
            </tbody>
          </DataTable>
        )
      }
    </LoadState>
  );
}
