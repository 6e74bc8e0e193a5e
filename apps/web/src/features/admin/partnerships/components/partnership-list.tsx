import { Link } from "react-router";
import type { PartnershipStatus, PartnershipSummary } from "@studentperks/contracts/admin/partnerships";
import { t } from "#web/lib/i18n/index.ts";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { LoadMore } from "#web/features/admin/shared/components/load-more.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { formatDateTime, waitingTime } from "#web/features/admin/shared/format.ts";
import { usePartnershipRequests } from "../api/partnerships.ts";
import { offerSummary } from "../lib/offer-summary.ts";
import { partnershipsText } from "../messages.ts";
import { consoleLinkClassName } from "#web/features/admin/shared/components/console-links.tsx";

function RequestRow({ request }: { request: PartnershipSummary }) {
  const isWaiting = request.status === "submitted";
  return (
    <tr>
      <Td className="font-semibold">
        <Link to={adminPaths.partnership(request.id)} className={consoleLinkClassName}>
          {request.brandName}
        </Link>
      </Td>
      <Td label={partnershipsText("column.category")}>
        {t(`partnership.category.${request.brandCategory}`)}
      </Td>
      <Td label={partnershipsText("column.offer")}>{offerSummary(request)}</Td>
      <Td label={partnershipsText("column.contact")}>
        <span className="block">{request.contactName}</span>
        <span className="block text-xs break-all text-ink-600">
          <span dir="ltr">{request.contactEmail}</span>
        </span>
      </Td>
      <Td
        label={partnershipsText(isWaiting ? "column.waiting" : "column.decided")}
        className="whitespace-nowrap"
      >
        {isWaiting ? (
          <>
            <span className="block font-semibold">{waitingTime(request.submittedAt)}</span>
            <span className="block text-xs text-ink-600">{formatDateTime(request.submittedAt)}</span>
          </>
        ) : (
          formatDateTime(request.reviewedAt ?? request.submittedAt)
        )}
      </Td>
    </tr>
  );
}

/** One status's requests; the waiting ones oldest first with how long they have waited. */
export function PartnershipList({ status }: { status: PartnershipStatus }) {
  const query = usePartnershipRequests(status);
  return (
    <LoadState query={{ ...query, data: query.data?.pages }}>
      {(pages) => {
        const requests = pages.flatMap((page) => page.requests);
        if (requests.length === 0)
          return <p className="text-sm text-ink-600">{partnershipsText(`list.empty.${status}`)}</p>;
        return (
          <div className="flex flex-col gap-4">
            <DataTable aria-label={partnershipsText(`status.${status}`)}>
              <thead>
                <tr>
                  <Th>{partnershipsText("column.brand")}</Th>
                  <Th>{partnershipsText("column.category")}</Th>
                  <Th>{partnershipsText("column.offer")}</Th>
                  <Th>{partnershipsText("column.contact")}</Th>
                  <Th>{partnershipsText(status === "submitted" ? "column.waiting" : "column.decided")}</Th>
                </tr>
              </thead>
              <tbody>
                {requests.map((request) => (
                  <RequestRow key={request.id} request={request} />
                ))}
              </tbody>
            </DataTable>
            <LoadMore query={query} label={partnershipsText("list.more")} />
          </div>
        );
      }}
    </LoadState>
  );
}
