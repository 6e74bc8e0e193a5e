import type { PartnershipSummary } from "@studentperks/contracts/admin/partnerships";
import { pt } from "../messages.en.ts";

/** "20% off", "AED 50 off", "Free shipping" or "Referral link". */
export function offerSummary(
  offer: Pick<PartnershipSummary, "offerType" | "discountType" | "discountValue">,
): string {
  if (offer.offerType === "referral") return pt("offer.referral");
  const value = offer.discountValue ?? "";
  switch (offer.discountType) {
    case "percentage":
      return pt("offer.percentage", { value });
    case "fixed":
      return pt("offer.fixed", { value });
    case "free_shipping":
      return pt("offer.freeShipping");
    default:
      return pt("offer.other");
  }
}
