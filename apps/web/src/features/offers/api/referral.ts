import { api } from "#web/lib/api-client.ts";

/** POST /api/offers/{id}/referral-click: records the click and answers the link (verified students). */
export async function getReferralLink(offerId: number, studentId: string | null): Promise<string> {
  const { referralLink } = await api("POST /api/offers/:id/referral-click", {
    params: { id: offerId },
    body: { studentId },
  });
  return referralLink;
}
