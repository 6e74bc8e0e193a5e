import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";

import { auditKey } from "#web/features/admin/shared/query-keys.ts";

export { auditKey };

/** The audit log, newest first, a page at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: auditKey,
    queryFn: ({ pageParam }) => api("GET /api/admin/audit", { query: { before: pageParam ?? undefined } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}
