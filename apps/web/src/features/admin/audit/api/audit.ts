import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditPage } from "@studentperks/contracts/admin/audit";
import { apiRequest } from "../../../../lib/api-client.ts";

export const auditKey = ["admin", "audit"] as const;

/** The audit log, newest first, a page at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: auditKey,
    queryFn: ({ pageParam }) =>
      apiRequest<AuditPage>(`/api/admin/audit${pageParam ? `?before=${pageParam}` : ""}`),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}
