// An invitation link (public: the token is the credential): what it invites to, and accepting it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AcceptInvitationInput } from "@studentperks/contracts/partners";
import { api } from "#web/lib/api-client.ts";
import { partnersQueryKey } from "./me.ts";

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ["/api/partner-invitations", token],
    queryFn: ({ signal }) => api("GET /api/partner-invitations/:token", { params: { token }, signal }),
    enabled: token !== "",
    retry: false,
  });

/** Accepts as the signed-in account (empty body) or makes the partner account with a password. */
export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationInput) =>
      api("POST /api/partner-invitations/:token/accept", { params: { token }, body }),
    onSuccess: async (me) => {
      client.setQueryData([...partnersQueryKey, "me"], me);
      await client.invalidateQueries({ queryKey: ["/api/auth/user"] });
    },
  });
}
