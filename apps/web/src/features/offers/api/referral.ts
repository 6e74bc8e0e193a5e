import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/offers/{id}/referral-click: records the click and answers the link (verified students). */
export async function getReferralLink(offerId: number, studentId: string | null): Promise<string> {
  const { referralLink } = await apiRequest<{ referralLink: string }>(
    `/api/offers/${offerId}/referral-click`,
    {
      method: "POST",
      json: { studentId },
    },
  );
  return referralLink;
}
