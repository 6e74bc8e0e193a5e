import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DocumentRejectionInput, RejectionInput } from "@studentperks/contracts/admin/decisions";
import type { AddDomainInput, CardPhotoRejectionInput } from "@studentperks/contracts/admin/verifications";
import { api } from "#web/lib/api-client.ts";
import { auditKey, institutionsKey } from "#web/features/admin/shared/query-keys.ts";

export const queueKey = ["admin", "verifications"] as const;

/** Where staff see a stored document (the admin-only route). */
export const documentFileUrl = (id: string) => `/api/admin/verifications/documents/${id}/file`;

/** Where staff see a card photo: the one named by `photoId` (a new upload is a new address). */
export const cardPhotoFileUrl = (userId: string, photoId: string) =>
  `/api/admin/verifications/card-photos/${userId}/file?photo=${photoId}`;

export function useVerificationQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: () => api("GET /api/admin/verifications"),
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
  useDecision((id: string) => api("POST /api/admin/verifications/documents/:id/approve", { params: { id } }));

export const useRejectDocument = () =>
  useDecision(({ id, ...body }: DocumentRejectionInput & { id: string }) =>
    api("POST /api/admin/verifications/documents/:id/reject", { params: { id }, body }),
  );

export const useRejectDomainRequest = () =>
  useDecision(({ userId, ...body }: RejectionInput & { userId: string }) =>
    api("POST /api/admin/verifications/domain-requests/:userId/reject", { params: { userId }, body }),
  );

export const useAddDomain = () =>
  useDecision((input: AddDomainInput) => api("POST /api/admin/verifications/domains", { body: input }));

export const useApproveCardPhoto = () =>
  useDecision(({ userId, photoId }: { userId: string; photoId: string }) =>
    api("POST /api/admin/verifications/card-photos/:userId/approve", {
      params: { userId },
      body: { photoId },
    }),
  );

export const useRejectCardPhoto = () =>
  useDecision(({ userId, ...body }: CardPhotoRejectionInput & { userId: string }) =>
    api("POST /api/admin/verifications/card-photos/:userId/reject", { params: { userId }, body }),
  );
