import { useSearchParams } from "react-router";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";
import { ProposalList } from "#web/features/admin/proposals/components/proposal-list.tsx";
import { StatusFilter, statusFrom } from "#web/features/admin/proposals/components/status-filter.tsx";
import { proposalsText } from "#web/features/admin/proposals/messages.ts";

/** /admin/proposals: brands' new offers and changes from the partner portal, waiting ones first. */
export default function ProposalsPage() {
  const [params] = useSearchParams();
  const status = statusFrom(params.get("status"));
  return (
    <ConsolePage
      title={proposalsText("list.title")}
      description={proposalsText("list.description")}
      actions={<StatusFilter current={status} />}
    >
      <ProposalList status={status} />
    </ConsolePage>
  );
}
