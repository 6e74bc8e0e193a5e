import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";
import { forgetMyRedemptions, useMyRedemptions } from "./my-redemptions.ts";

/** POST /api/offers/{id}/redeem: the student's code for the offer (the same one every time). */
export async function redeemOffer(offerId: number): Promise<string> {
  const { code } = await api("POST /api/offers/:id/redeem", { params: { id: offerId } });
  return code;
}

/**
 * The redeem call, and the student's code: this call's, or the one the server gave earlier (on any
 * visit or device), so a reopened offer shows its code rather than Redeem Now again.
 */
export function useRedeemOffer(offerId: number, userId: string | null) {
  const queryClient = useQueryClient();
  const mine = useMyRedemptions(userId);
  const earlier = mine.data?.find((given) => given.offerId === offerId && given.kind === "code")?.value;
  const mutation = useMutation({
    mutationFn: () => redeemOffer(offerId),
    onSuccess: () => void forgetMyRedemptions(queryClient, userId),
  });
  return { ...mutation, code: mutation.data ?? earlier, isLookingUp: mine.isPending };
}
