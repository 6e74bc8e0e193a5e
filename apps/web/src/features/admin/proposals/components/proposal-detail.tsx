import type { ChangeStatus } from "@studentperks/contracts/partners";
import { Badge } from "#web/components/ui/badge.tsx";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { formatDateTime } from "#web/features/admin/shared/format.ts";
import { useProposal } from "../api/proposals.ts";
import { proposalsText } from "../messages.ts";
import { DecisionPanel } from "./decision-panel.tsx";
import { SideBySide } from "./side-by-side.tsx";
import { statusHref } from "./status-filter.tsx";
import { BackLink } from "#web/features/admin/shared/components/console-links.tsx";

const badgeVariant = {
  submitted: "warning",
  approved: "success",
  returned: "danger",
  withdrawn: "neutral",
} as const satisfies Record<ChangeStatus, string>;

/** One proposal: the offer before and after, with the decision beside it (below it on narrow screens). */
export function ProposalDetailScreen({ id }: { id: string }) {
  const query = useProposal(id);
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={statusHref(query.data?.status ?? "submitted")}>{proposalsText("detail.back")}</BackLink>
      <LoadState query={query}>
        {(change) => (
          <ConsolePage
            title={change.title}
            description={proposalsText("detail.description", {
              kind: proposalsText(`kind.${change.kind}`),
              brand: change.brandName,
              date: formatDateTime(change.submittedAt),
              who: change.submittedBy,
            })}
            actions={
              <Badge variant={badgeVariant[change.status]}>{proposalsText(`status.${change.status}`)}</Badge>
            }
          >
            <div className="grid items-start gap-6 xl:grid-cols-[1fr_20rem]">
              <div className="order-2 min-w-0 xl:order-1">
                <SideBySide change={change} />
              </div>
              <div className="order-1 xl:sticky xl:top-4 xl:order-2">
                <DecisionPanel change={change} />
              </div>
            </div>
          </ConsolePage>
        )}
      </LoadState>
    </div>
  );
}
