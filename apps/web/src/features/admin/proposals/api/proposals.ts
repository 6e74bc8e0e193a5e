// The proposals calls (/api/admin/offer-changes) as TanStack Query hooks.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangeStatus } from "@studentperks/contracts/partners";
import { api } from "#web/lib/api-client.ts";
import { offerChangesQuery } from "#web/features/admin/shared/offer-changes-query.ts";
import { adminOffersKey, offerChangesKey } from "#web/features/admin/shared/query-keys.ts";

// Brands send and resend proposals while staff work: opening a screen asks again, whatever the cache
// (the app's queries never go stale by themselves; the nav's count read the list when the console opened).

/** One status's proposals, oldest first. */
export const useProposals = (status: ChangeStatus) =>
  useQuery({ ...offerChangesQuery(status), refetchOnMount: "always" });

export function useProposal(id: string) {
  return useQuery({
    queryKey: [...offerChangesKey, "detail", id],
    queryFn: () => api("GET /api/admin/offer-changes/:id", { params: { id } }),
    refetchOnMount: "always",
  });
}

/** A decision changes the proposal, the lists it is in (and the nav's count), and the offers. */
function useDecision<T, V>(call: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerChangesKey }),
        queryClient.invalidateQueries({ queryKey: adminOffersKey }),
      ]);
    },
  });
}

export const useApproveProposal = (id: string) =>
  useDecision(() => api("POST /api/admin/offer-changes/:id/approve", { params: { id } }));

export const useReturnProposal = (id: string) =>
  useDecision((reason: string) =>
    api("POST /api/admin/offer-changes/:id/return", { params: { id }, body: { reason } }),
  );
