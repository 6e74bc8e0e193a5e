import { PARTNERSHIP_STATUSES, type PartnershipStatus } from "@studentperks/contracts/admin/partnerships";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { StatusLinks, statusHrefIn, statusIn } from "#web/features/admin/shared/components/status-links.tsx";
import { partnershipsText } from "../messages.ts";

export const statusHref = (status: PartnershipStatus) =>
  statusHrefIn(adminPaths.partnerships, PARTNERSHIP_STATUSES, status);

/** Submitted / Approved / Rejected, as links; the one shown is marked current. */
export function StatusFilter({ current }: { current: PartnershipStatus }) {
  return (
    <StatusLinks
      statuses={PARTNERSHIP_STATUSES}
      current={current}
      base={adminPaths.partnerships}
      label={partnershipsText("list.statusLabel")}
      text={(status) => partnershipsText(`status.${status}`)}
    />
  );
}

/** The status a ?status= value names; anything else shows the waiting requests. */
export const statusFrom = (value: string | null): PartnershipStatus => statusIn(PARTNERSHIP_STATUSES, value);
