// The console's offer calls: list, one offer, save, status changes, code, logo and cover uploads.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOffer, OfferInput, OfferTransition } from "@studentperks/contracts/admin/offers";
import type { OfferStatus } from "@studentperks/contracts/catalogue";
import { apiRequest } from "#web/lib/api-client.ts";
import { uploadForm } from "#web/lib/upload.ts";

export const offersKey = ["admin", "offers"] as const;

const contract = () => import("@studentperks/contracts/admin/offers");
const adminOffer = () => contract().then((c) => c.adminOfferSchema);

export interface OffersFilter {
  status: OfferStatus | "";
  q: string;
  page: number;
}

export const offersListQuery = (filter: OffersFilter) =>
  queryOptions({
    queryKey: [...offersKey, "list", filter],
    queryFn: () => {
      const params = new URLSearchParams();
      if (filter.status) params.set("status", filter.status);
      if (filter.q) params.set("q", filter.q);
      if (filter.page > 1) params.set("page", String(filter.page));
      const query = params.toString();
      return apiRequest(`/api/admin/offers${query ? `?${query}` : ""}`, {
        response: () => contract().then((c) => c.adminOffersPageSchema),
      });
    },
    placeholderData: keepPreviousData,
  });

export const offerQuery = (id: number) =>
  queryOptions({
    queryKey: [...offersKey, "one", id],
    queryFn: () => apiRequest(`/api/admin/offers/${id}`, { response: adminOffer }),
  });

export const useAdminOffers = (filter: OffersFilter) => useQuery(offersListQuery(filter));
export const useAdminOffer = (id: number) => useQuery(offerQuery(id));

/** Keeps the offer's cache up to date with an answer and marks the lists stale. */
function useStoreOffer() {
  const client = useQueryClient();
  return (offer: AdminOffer) => {
    client.setQueryData(offerQuery(offer.id).queryKey, offer);
    void client.invalidateQueries({ queryKey: [...offersKey, "list"] });
  };
}

/** Creates a draft (no id) or replaces an offer's fields. */
export function useSaveOffer(id: number | null) {
  const store = useStoreOffer();
  return useMutation({
    mutationFn: (input: OfferInput) =>
      apiRequest(id === null ? "/api/admin/offers" : `/api/admin/offers/${id}`, {
        method: id === null ? "POST" : "PUT",
        json: input,
        response: adminOffer,
      }),
    onSuccess: store,
  });
}

export function useOfferTransition(id: number) {
  const store = useStoreOffer();
  return useMutation({
    mutationFn: (action: OfferTransition) =>
      apiRequest(`/api/admin/offers/${id}/${action}`, { method: "POST", response: adminOffer }),
    onSuccess: store,
  });
}

export function useUploadCodes(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return uploadForm(`/api/admin/offers/${id}/codes`, form, {
        response: () => contract().then((c) => c.codesUploadAnswerSchema),
      });
    },
    onSuccess: (answer) => {
      client.setQueryData(offerQuery(id).queryKey, (offer: AdminOffer | undefined) =>
        offer ? { ...offer, codesTotal: answer.total, codesLeft: answer.left } : offer,
      );
      void client.invalidateQueries({ queryKey: [...offersKey, "list"] });
    },
  });
}
