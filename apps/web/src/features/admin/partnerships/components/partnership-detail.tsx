import type { PartnershipStatus } from "@studentperks/contracts/admin/partnerships";
import { COVER_HEIGHT, COVER_WIDTH, coverUrlAt } from "@studentperks/contracts/covers";
import { Badge } from "#web/components/ui/badge.tsx";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { formatDateTime } from "#web/features/admin/shared/format.ts";
import { usePartnershipRequest } from "../api/partnerships.ts";
import { partnershipsText } from "../messages.ts";
import { DecisionPanel } from "./decision-panel.tsx";
import { RequestFields } from "./request-fields.tsx";
import { statusHref } from "./status-filter.tsx";
import { BackLink } from "#web/features/admin/shared/components/console-links.tsx";

const badgeVariant = { submitted: "warning", approved: "success", rejected: "danger" } as const;

export function StatusBadge({ status }: { status: PartnershipStatus }) {
  return <Badge variant={badgeVariant[status]}>{partnershipsText(`status.${status}`)}</Badge>;
}

/** One request in full, with the decision beside it (below it on phones). */
export function PartnershipDetailScreen({ id }: { id: string }) {
  const query = usePartnershipRequest(id);
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={statusHref(query.data?.status ?? "submitted")}>
        {partnershipsText("detail.back")}
      </BackLink>
      <LoadState query={query}>
        {(request) => (
          <ConsolePage
            title={request.brandName}
            description={partnershipsText("detail.description", {
              date: formatDateTime(request.submittedAt),
              contact: request.contactName,
            })}
            actions={<StatusBadge status={request.status} />}
          >
            <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
              <div className="flex flex-col gap-6">
                <div className="flex flex-wrap items-start gap-4">
                  <img
                    src={request.logoUrl}
                    alt={partnershipsText("detail.logoAlt", { brand: request.brandName })}
                    width={112}
                    height={112}
                    className="size-28 rounded-xl border border-ink-200 bg-white object-contain p-2"
                  />
                  {request.coverUrl ? (
                    <img
                      src={coverUrlAt(request.coverUrl, 400)}
                      alt={partnershipsText("detail.coverAlt", { brand: request.brandName })}
                      width={COVER_WIDTH}
                      height={COVER_HEIGHT}
                      className="aspect-[1200/630] h-28 w-auto rounded-xl border border-ink-200 bg-ink-100 object-cover"
                    />
                  ) : null}
                </div>
                <RequestFields request={request} />
              </div>
              <div className="lg:sticky lg:top-4">
                <DecisionPanel request={request} />
              </div>
            </div>
          </ConsolePage>
        )}
      </LoadState>
    </div>
  );
}
