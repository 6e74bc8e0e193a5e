import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RedeemAnswer } from "@studentperks/contracts/redemption";
import { api, errorCode } from "#web/lib/api-client.ts";
import { forgetMyRedemptions, useMyRedemptions, useUsageLimits } from "./my-redemptions.ts";

/** POST /api/offers/{id}/redeem: a code for this use of the offer, and when the next use is allowed. */
export function redeemOffer(offerId: number): Promise<RedeemAnswer> {
  return api("POST /api/offers/:id/redeem", { params: { id: offerId } });
}

/**
 * The redeem call, and where the student stands with the offer (issue 36): their latest code for it
 * (from any visit or device) and, when its usage rule holds them back, until when.
 */
export function useRedeemOffer(offerId: number, userId: string | null) {
  const queryClient = useQueryClient();
  const mine = useMyRedemptions(userId);
  const limits = useUsageLimits(userId);
  const forget = () => void forgetMyRedemptions(queryClient, userId);
  const mutation = useMutation({
    mutationFn: () => redeemOffer(offerId),
    onSuccess: forget,
    // Another tab or device used it first: what it got is read again.
    onError: (error) => {
      if (errorCode(error) === "LIMIT_REACHED") forget();
    },
  });
  const latest = mine.data?.find((given) => given.offerId === offerId && given.kind === "code");
  const limit = limits.get(offerId);
  return { ...mutation, latest, limit, isLookingUp: mine.isPending && userId !== null };
}
