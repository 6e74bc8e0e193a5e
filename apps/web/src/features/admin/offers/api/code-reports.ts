// An offer's reported codes (issue 36): the list, a page at a time, and marking a code bad.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";
import { offerQuery, offersKey } from "./offers.ts";

export const codeReportsQuery = (offerId: number, page: number) =>
  queryOptions({
    queryKey: [...offersKey, "reports", offerId, page],
    queryFn: () =>
      api("GET /api/admin/offers/:id/reports", {
        params: { id: offerId },
        query: { page: page > 1 ? page : undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const useCodeReports = (offerId: number, page: number) => useQuery(codeReportsQuery(offerId, page));

/** Marks a code bad; the offer's out-of-codes state and its reports follow. */
export function useMarkCodeBad(offerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api("POST /api/admin/offers/:id/bad-codes", { params: { id: offerId }, body: { code } }),
    // The offer is read again rather than patched: its out-of-codes state comes with the moment it began.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...offersKey, "reports", offerId] });
      void client.invalidateQueries({ queryKey: offerQuery(offerId).queryKey });
      void client.invalidateQueries({ queryKey: [...offersKey, "list"] });
    },
  });
}
