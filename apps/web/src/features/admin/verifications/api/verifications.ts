import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DocumentRejectionInput, RejectionInput } from "@studentperks/contracts/admin/decisions";
import type { AddDomainInput } from "@studentperks/contracts/admin/verifications";
import { apiRequest } from "#web/lib/api-client.ts";
import { auditKey } from "#web/features/admin/audit/api/audit.ts";
import { institutionsKey } from "#web/features/admin/institutions/api/institutions.ts";

export const queueKey = ["admin", "verifications"] as const;

/** Where staff see a stored document (the admin-only route). */
export const documentFileUrl = (id: string) => `/api/admin/verifications/documents/${id}/file`;

export function useVerificationQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: () =>
      apiRequest("/api/admin/verifications", {
        response: () =>
          import("@studentperks/contracts/admin/verifications").then((c) => c.verificationQueueSchema),
      }),
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

const decisionAnswer = () =>
  import("@studentperks/contracts/admin/verifications").then((c) => c.decisionAnswerSchema);

export const useApproveDocument = () =>
  useDecision((id: string) =>
    apiRequest(`/api/admin/verifications/documents/${id}/approve`, {
      method: "POST",
      response: decisionAnswer,
    }),
  );

export const useRejectDocument = () =>
  useDecision(({ id, ...json }: DocumentRejectionInput & { id: string }) =>
    apiRequest(`/api/admin/verifications/documents/${id}/reject`, {
      method: "POST",
      json,
      response: decisionAnswer,
    }),
  );

export const useRejectDomainRequest = () =>
  useDecision(({ userId, ...json }: RejectionInput & { userId: string }) =>
    apiRequest(`/api/admin/verifications/domain-requests/${userId}/reject`, {
      method: "POST",
      json,
      response: decisionAnswer,
    }),
  );

export const useAddDomain = () =>
  useDecision((input: AddDomainInput) =>
    apiRequest("/api/admin/verifications/domains", {
      method: "POST",
      json: input,
      response: () =>
        import("@studentperks/contracts/admin/verifications").then((c) => c.addDomainAnswerSchema),
    }),
  );
