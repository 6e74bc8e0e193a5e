import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConsentChannel } from "@studentperks/contracts/consent";
import { api, apiFile } from "#web/lib/api-client.ts";
import { auditKey } from "#web/features/admin/shared/query-keys.ts";

/** GET /api/admin/accounts?email=: the account that logs in with this address. */
export const findAccount = (email: string) => api("GET /api/admin/accounts", { query: { email } });

/** The student's own export, for a student who asked support (audited as the staff member). */
export function useExportAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFile("POST /api/admin/accounts/:id/export", { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: auditKey }),
  });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmation }: { id: string; confirmation: string }) =>
      api("POST /api/admin/accounts/:id/delete", { params: { id }, body: { confirmation } }),
    onSuccess: () => client.invalidateQueries({ queryKey: auditKey }),
  });
}

/** Withdraws a channel's marketing consent for a student who asked support; answers the account as it now is. */
export function useWithdrawConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, channel }: { id: string; channel: ConsentChannel }) =>
      api("POST /api/admin/accounts/:id/withdraw-consent", { params: { id }, body: { channel } }),
    onSuccess: () => client.invalidateQueries({ queryKey: auditKey }),
  });
}
