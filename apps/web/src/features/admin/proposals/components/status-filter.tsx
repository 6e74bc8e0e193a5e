import { CHANGE_STATUSES, type ChangeStatus } from "@studentperks/contracts/partners";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { StatusLinks, statusHrefIn, statusIn } from "#web/features/admin/shared/components/status-links.tsx";
import { proposalsText } from "../messages.ts";

export const statusHref = (status: ChangeStatus) =>
  statusHrefIn(adminPaths.proposals, CHANGE_STATUSES, status);

/** Waiting / Approved / Sent back / Withdrawn, as links; the one shown is marked current. */
export function StatusFilter({ current }: { current: ChangeStatus }) {
  return (
    <StatusLinks
      statuses={CHANGE_STATUSES}
      current={current}
      base={adminPaths.proposals}
      label={proposalsText("list.statusLabel")}
      text={(status) => proposalsText(`status.${status}`)}
    />
  );
}

/** The status a ?status= value names; anything else shows the waiting proposals. */
export const statusFrom = (value: string | null): ChangeStatus => statusIn(CHANGE_STATUSES, value);
