import type { TrackOfferInput } from "@studentperks/contracts/redemption";
import { apiRequest } from "#web/lib/api-client.ts";

/** POST /api/offers/{id}/referral-click: records the click and answers the link (verified students). */
export async function getReferralLink(offerId: number, studentId: string | null): Promise<string> {
  const json: TrackOfferInput = { studentId };
  const { referralLink } = await apiRequest(`/api/offers/${offerId}/referral-click`, {
    method: "POST",
    json,
    response: () => import("@studentperks/contracts/redemption").then((c) => c.referralAnswerSchema),
  });
  return referralLink;
}
