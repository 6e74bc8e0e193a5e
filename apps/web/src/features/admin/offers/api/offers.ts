// The console's offer calls: list, one offer, save, status changes, code, logo and cover uploads.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOffer, OfferInput, OfferTransition } from "@studentperks/contracts/admin/offers";
import type { OfferStatus } from "@studentperks/contracts/catalogue";
import { api } from "#web/lib/api-client.ts";
import { uploadForm } from "#web/lib/upload.ts";
import { adminOffersKey } from "#web/features/admin/shared/query-keys.ts";

export const offersKey = adminOffersKey;

export interface OffersFilter {
  status: OfferStatus | "";
  q: string;
  page: number;
}

export const offersListQuery = (filter: OffersFilter) =>
  queryOptions({
    queryKey: [...offersKey, "list", filter],
    queryFn: () =>
      // Only what is set, so the address stays as short as the filter.
      api("GET /api/admin/offers", {
        query: {
          status: filter.status || undefined,
          q: filter.q || undefined,
          page: filter.page > 1 ? filter.page : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const offerQuery = (id: number) =>
  queryOptions({
    queryKey: [...offersKey, "one", id],
    queryFn: () => api("GET /api/admin/offers/:id", { params: { id } }),
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
      id === null
        ? api("POST /api/admin/offers", { body: input })
        : api("PUT /api/admin/offers/:id", { params: { id }, body: input }),
    onSuccess: store,
  });
}

export function useOfferTransition(id: number) {
  const store = useStoreOffer();
  return useMutation({
    mutationFn: (action: OfferTransition) => api(`POST /api/admin/offers/:id/${action}`, { params: { id } }),
    onSuccess: store,
  });
}

export function useUploadCodes(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return uploadForm("POST /api/admin/offers/:id/codes", form, { params: { id } });
    },
    onSuccess: (answer) => {
      client.setQueryData(offerQuery(id).queryKey, (offer: AdminOffer | undefined) =>
        offer ? { ...offer, codesTotal: answer.total, codesLeft: answer.left } : offer,
      );
      void client.invalidateQueries({ queryKey: [...offersKey, "list"] });
    },
  });
}
