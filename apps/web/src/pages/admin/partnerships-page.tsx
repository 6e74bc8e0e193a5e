import { useSearchParams } from "react-router";
import { ConsolePage } from "#web/features/admin/shared/components/console-page.tsx";
import { PartnershipList } from "#web/features/admin/partnerships/components/partnership-list.tsx";
import { StatusFilter, statusFrom } from "#web/features/admin/partnerships/components/status-filter.tsx";
import { partnershipsText } from "#web/features/admin/partnerships/messages.ts";

/** /admin/partnerships: what merchants sent, waiting ones first. */
export default function PartnershipsPage() {
  const [params] = useSearchParams();
  const status = statusFrom(params.get("status"));
  return (
    <ConsolePage
      title={partnershipsText("list.title")}
      description={partnershipsText("list.description")}
      actions={<StatusFilter current={status} />}
    >
      <PartnershipList status={status} />
    </ConsolePage>
  );
}
