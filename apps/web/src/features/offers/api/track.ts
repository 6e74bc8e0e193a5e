// Tracking calls (spec 000 §7): sent and forgotten; a failure is logged, never shown.
import type { AnalyticsEventInput, AnalyticsEventType } from "@studentperks/contracts/redemption";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { api } from "#web/lib/api-client.ts";

function swallow(call: Promise<unknown>, what: string): void {
  call.catch((error: unknown) => console.error(`Could not record ${what}`, error));
}

/** POST /api/analytics: offer_click when the modal opens, link_copy when its address is copied. */
export function trackOfferEvent(eventType: AnalyticsEventType, offer: Pick<PublicOffer, "id" | "brandName">) {
  const body: AnalyticsEventInput = {
    eventType,
    offerId: offer.id,
    metadata: JSON.stringify({ brandName: offer.brandName }),
  };
  swallow(api("POST /api/analytics", { body }), eventType);
}

/** POST /api/offers/{id}/copy: a code or special link was copied. */
export function trackCopy(offerId: number, studentId: string | null) {
  swallow(api("POST /api/offers/:id/copy", { params: { id: offerId }, body: { studentId } }), "a copy");
}
