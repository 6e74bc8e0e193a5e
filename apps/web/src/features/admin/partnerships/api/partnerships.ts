// The partnership requests calls (/api/admin/partnerships) as TanStack Query hooks.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RejectionInput } from "@studentperks/contracts/admin/decisions";
import type { PartnershipStatus } from "@studentperks/contracts/admin/partnerships";
import { apiRequest } from "#web/lib/api-client.ts";

export const partnershipsKey = ["admin", "partnerships"] as const;

/** One status's requests, a page at a time (waiting ones oldest first). */
export function usePartnershipRequests(status: PartnershipStatus) {
  return useInfiniteQuery({
    queryKey: [...partnershipsKey, "list", status],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ status });
      if (pageParam) query.set("cursor", pageParam);
      return apiRequest(`/api/admin/partnerships?${query}`, {
        response: () =>
          import("@studentperks/contracts/admin/partnerships").then((c) => c.partnershipPageSchema),
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function usePartnershipRequest(id: string) {
  return useQuery({
    queryKey: [...partnershipsKey, "detail", id],
    queryFn: () =>
      apiRequest(`/api/admin/partnerships/${encodeURIComponent(id)}`, {
        response: () =>
          import("@studentperks/contracts/admin/partnerships").then((c) => c.partnershipDetailSchema),
      }),
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
  useDecision(() =>
    apiRequest(`/api/admin/partnerships/${encodeURIComponent(id)}/approve`, {
      method: "POST",
      response: () =>
        import("@studentperks/contracts/admin/partnerships").then((c) => c.partnershipApprovalSchema),
    }),
  );

export const useRejectPartnership = (id: string) =>
  useDecision((reason: string) => {
    const json: RejectionInput = { reason };
    return apiRequest(`/api/admin/partnerships/${encodeURIComponent(id)}/reject`, {
      method: "POST",
      json,
      response: () => import("@studentperks/contracts/auth").then((c) => c.messageAnswerSchema),
    });
  });
