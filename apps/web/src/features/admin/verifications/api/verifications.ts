import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AddDomainAnswer,
  AddDomainInput,
  VerificationQueue,
} from "@studentperks/contracts/admin/verifications";
import { apiRequest } from "../../../../lib/api-client.ts";
import { auditKey } from "../../audit/api/audit.ts";
import { institutionsKey } from "../../institutions/api/institutions.ts";

export const queueKey = ["admin", "verifications"] as const;

/** Where staff see a stored document (the admin-only route). */
export const documentFileUrl = (id: string) => `/api/admin/verifications/documents/${id}/file`;

export function useVerificationQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: () => apiRequest<VerificationQueue>("/api/admin/verifications"),
  });
}

/** A decision: the queue (and what it touched) is read again afterwards, whatever the outcome. */
function useDecision<TInput, TAnswer>(send: (input: TInput) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queueKey }),
        client.invalidateQueries({ queryKey: auditKey }),
        client.invalidateQueries({ queryKey: institutionsKey }),
      ]),
  });
}

export const useApproveDocument = () =>
  useDecision((id: string) =>
    apiRequest<{ message: string }>(`/api/admin/verifications/documents/${id}/approve`, { method: "POST" }),
  );

export const useRejectDocument = () =>
  useDecision(({ id, reason }: { id: string; reason: string }) =>
    apiRequest<{ message: string }>(`/api/admin/verifications/documents/${id}/reject`, {
      method: "POST",
      json: { reason },
    }),
  );

export const useRejectDomainRequest = () =>
  useDecision(({ userId, reason }: { userId: string; reason: string }) =>
    apiRequest<{ message: string }>(`/api/admin/verifications/domain-requests/${userId}/reject`, {
      method: "POST",
      json: { reason },
    }),
  );

export const useAddDomain = () =>
  useDecision((input: AddDomainInput) =>
    apiRequest<AddDomainAnswer>("/api/admin/verifications/domains", { method: "POST", json: input }),
  );
