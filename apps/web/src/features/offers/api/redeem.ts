import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** Where a code the server gave is kept for this visit, so reopening the offer shows it again. */
const redeemedCodeKey = (offerId: number) => ["/api/offers", offerId, "redeem"] as const;

/** POST /api/offers/{id}/redeem: the student's code for the offer (the same one every time). */
export async function redeemOffer(offerId: number): Promise<string> {
  const { code } = await apiRequest<{ code: string }>(`/api/offers/${offerId}/redeem`, { method: "POST" });
  return code;
}

/** The redeem call, and the code: this call's, or the one given earlier in this visit. */
export function useRedeemOffer(offerId: number) {
  const queryClient = useQueryClient();
  const [earlier] = useState(() => queryClient.getQueryData<string>(redeemedCodeKey(offerId)));
  const mutation = useMutation({
    mutationFn: () => redeemOffer(offerId),
    onSuccess: (code) => queryClient.setQueryData(redeemedCodeKey(offerId), code),
  });
  return { ...mutation, code: mutation.data ?? earlier };
}
