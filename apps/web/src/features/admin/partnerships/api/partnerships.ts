// The partnership requests calls (/api/admin/partnerships) as TanStack Query hooks.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PartnershipStatus } from "@studentperks/contracts/admin/partnerships";
import { api } from "#web/lib/api-client.ts";

export const partnershipsKey = ["admin", "partnerships"] as const;

/** One status's requests, a page at a time (waiting ones oldest first). */
export function usePartnershipRequests(status: PartnershipStatus) {
  return useInfiniteQuery({
    queryKey: [...partnershipsKey, "list", status],
    queryFn: ({ pageParam }) =>
      api("GET /api/admin/partnerships", { query: { status, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function usePartnershipRequest(id: string) {
  return useQuery({
    queryKey: [...partnershipsKey, "detail", id],
    queryFn: () => api("GET /api/admin/partnerships/:id", { params: { id } }),
  });
}

/** A decision changes the request and the lists it is in. */
function useDecision<T, V>(call: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnershipsKey }),
  });
}

export const useApprovePartnership = (id: string) =>
  useDecision(() => api("POST /api/admin/partnerships/:id/approve", { params: { id } }));

export const useRejectPartnership = (id: string) =>
  useDecision((reason: string) =>
    api("POST /api/admin/partnerships/:id/reject", { params: { id }, body: { reason } }),
  );
