// The brand's offers and proposals: the list, one offer's fields (live and proposed), proposing a new
// offer or a change, pausing and resuming, and a CSV of codes for a pool.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PartnerOfferInput } from "@studentperks/contracts/partners";
import { api } from "#web/lib/api-client.ts";
import { uploadForm } from "#web/lib/upload.ts";
import { partnersQueryKey } from "./me.ts";

export const partnerOffersQueryKey = [...partnersQueryKey, "offers"] as const;

export const usePartnerOffers = () =>
  useQuery({
    queryKey: partnerOffersQueryKey,
    queryFn: ({ signal }) => api("GET /api/partners/offers", { signal }),
  });

/** What the editor opens: an offer of the brand, or a proposed new offer. */
export type EditTarget = { kind: "new" } | { kind: "offer"; id: number } | { kind: "proposal"; id: number };

export const usePartnerOfferDetail = (target: EditTarget) =>
  useQuery({
    queryKey: [...partnerOffersQueryKey, target.kind, target.kind === "new" ? 0 : target.id],
    queryFn: ({ signal }) =>
      target.kind === "offer"
        ? api("GET /api/partners/offers/:id", { params: { id: target.id }, signal })
        : target.kind === "proposal"
          ? api("GET /api/partners/proposals/:id", { params: { id: target.id }, signal })
          : Promise.resolve(null),
    enabled: target.kind !== "new",
  });

function useRefreshOffers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: partnerOffersQueryKey });
}

/** Proposes a new offer, a change to an offer, or a new version of a proposal, as `target` says. */
export function useProposeOffer(target: EditTarget) {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: (body: PartnerOfferInput) =>
      target.kind === "offer"
        ? api("PUT /api/partners/offers/:id", { params: { id: target.id }, body })
        : target.kind === "proposal"
          ? api("PUT /api/partners/proposals/:id", { params: { id: target.id }, body })
          : api("POST /api/partners/offers", { body }),
    onSuccess: refresh,
  });
}

export function usePauseOffer() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: ({ id, pause }: { id: number; pause: boolean }) =>
      api(pause ? "POST /api/partners/offers/:id/pause" : "POST /api/partners/offers/:id/resume", {
        params: { id },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/partners/offers/:id/codes (multipart `file`), with the share sent from 0 to 1. */
export function useUploadCodes(offerId: number) {
  const refresh = useRefreshOffers();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      const form = new FormData();
      form.append("file", file);
      return uploadForm("POST /api/partners/offers/:id/codes", form, {
        params: { id: offerId },
        onProgress: setProgress,
      });
    },
    onSuccess: refresh,
  });
  return { ...mutation, progress };
}
