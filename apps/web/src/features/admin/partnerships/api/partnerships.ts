// The partnership requests calls (/api/admin/partnerships) as TanStack Query hooks.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  PartnershipApproval,
  PartnershipDetail,
  PartnershipPage,
  PartnershipStatus,
} from "@studentperks/contracts/admin/partnerships";
import { apiRequest } from "../../../../lib/api-client.ts";

export const partnershipsKey = ["admin", "partnerships"] as const;

/** One status's requests, a page at a time (waiting ones oldest first). */
export function usePartnershipRequests(status: PartnershipStatus) {
  return useInfiniteQuery({
    queryKey: [...partnershipsKey, "list", status],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ status });
      if (pageParam) query.set("cursor", pageParam);
      return apiRequest<PartnershipPage>(`/api/admin/partnerships?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function usePartnershipRequest(id: string) {
  return useQuery({
    queryKey: [...partnershipsKey, "detail", id],
    queryFn: () => apiRequest<PartnershipDetail>(`/api/admin/partnerships/${encodeURIComponent(id)}`),
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
    apiRequest<PartnershipApproval>(`/api/admin/partnerships/${encodeURIComponent(id)}/approve`, {
      method: "POST",
    }),
  );

export const useRejectPartnership = (id: string) =>
  useDecision((reason: string) =>
    apiRequest<{ message: string }>(`/api/admin/partnerships/${encodeURIComponent(id)}/reject`, {
      method: "POST",
      json: { reason },
    }),
  );
