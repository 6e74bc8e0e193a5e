import { Link } from "react-router";
import { PARTNERSHIP_STATUSES, type PartnershipStatus } from "@studentperks/contracts/admin/partnerships";
import { cn } from "#web/lib/cn.ts";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { partnershipsText } from "../messages.ts";

/** The status is in the address (?status=), so a list can be linked to and Back returns to it. */
export function statusHref(status: PartnershipStatus): string {
  return status === "submitted" ? adminPaths.partnerships : `${adminPaths.partnerships}?status=${status}`;
}

/** Submitted / Approved / Rejected, as links; the one shown is marked current. */
export function StatusFilter({ current }: { current: PartnershipStatus }) {
  return (
    <nav aria-label={partnershipsText("list.statusLabel")}>
      <ul className="inline-flex rounded-lg border border-ink-300 bg-white p-1">
        {PARTNERSHIP_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={statusHref(status)}
              aria-current={status === current ? "page" : undefined}
              className={cn(
                "inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800",
                status === current ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-ink-100",
              )}
            >
              {partnershipsText(`status.${status}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The status a ?status= value names; anything else shows the waiting requests. */
export function statusFrom(value: string | null): PartnershipStatus {
  return (PARTNERSHIP_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as PartnershipStatus)
    : "submitted";
}
