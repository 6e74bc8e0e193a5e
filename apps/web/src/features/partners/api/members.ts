// The brand's members and invitations; owners invite, resend, revoke and remove.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InviteInput } from "@studentperks/contracts/partners";
import { api } from "#web/lib/api-client.ts";
import { partnersQueryKey } from "./me.ts";

const membersQueryKey = [...partnersQueryKey, "members"] as const;

export const usePartnerMembers = () =>
  useQuery({
    queryKey: membersQueryKey,
    queryFn: ({ signal }) => api("GET /api/partners/members", { signal }),
  });

function useMembersMutation<T>(call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: membersQueryKey }),
  });
}

export const useInvite = () =>
  useMembersMutation((body: InviteInput) => api("POST /api/partners/invitations", { body }));

export const useResendInvitation = () =>
  useMembersMutation((id: number) => api("POST /api/partners/invitations/:id/resend", { params: { id } }));

export const useRevokeInvitation = () =>
  useMembersMutation((id: number) => api("DELETE /api/partners/invitations/:id", { params: { id } }));

export const useRemoveMember = () =>
  useMembersMutation((userId: string) => api("DELETE /api/partners/members/:userId", { params: { userId } }));
