import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";

export const auditKey = ["admin", "audit"] as const;

/** The audit log, newest first, a page at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: auditKey,
    queryFn: ({ pageParam }) => api("GET /api/admin/audit", { query: { before: pageParam ?? undefined } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}
