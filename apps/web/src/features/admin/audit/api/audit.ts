import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api-client.ts";

export const auditKey = ["admin", "audit"] as const;

/** The audit log, newest first, a page at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: auditKey,
    queryFn: ({ pageParam }) =>
      apiRequest(`/api/admin/audit${pageParam ? `?before=${pageParam}` : ""}`, {
        response: () => import("@studentperks/contracts/admin/audit").then((c) => c.auditPageSchema),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}
