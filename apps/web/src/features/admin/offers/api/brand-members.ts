// A brand's partner members and invitations (issue 37), from the console's Brands screen.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InviteInput } from "@studentperks/contracts/partners";
import { api } from "#web/lib/api-client.ts";
import { offersKey } from "./offers.ts";

const membersKey = (slug: string) => [...offersKey, "brands", slug, "members"] as const;

export function useBrandMembers(slug: string) {
  return useQuery({
    queryKey: membersKey(slug),
    queryFn: () => api("GET /api/admin/brands/:slug/members", { params: { slug } }),
    // Invitations are accepted and expire away from this screen: opening it asks again.
    refetchOnMount: "always",
  });
}

/** Every change to an invitation is read back with the list (its status, dates and new rows). */
function useMembersChange<V, T>(slug: string, call: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: membersKey(slug) }),
  });
}

export const useInvite = (slug: string) =>
  useMembersChange(slug, (body: InviteInput) =>
    api("POST /api/admin/brands/:slug/invitations", { params: { slug }, body }),
  );

export const useResendInvitation = (slug: string) =>
  useMembersChange(slug, (id: number) =>
    api("POST /api/admin/brands/:slug/invitations/:id/resend", { params: { slug, id } }),
  );

export const useRevokeInvitation = (slug: string) =>
  useMembersChange(slug, (id: number) =>
    api("DELETE /api/admin/brands/:slug/invitations/:id", { params: { slug, id } }),
  );
