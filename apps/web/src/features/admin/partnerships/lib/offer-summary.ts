import type { PartnershipSummary } from "@studentperks/contracts/admin/partnerships";
import { partnershipsText } from "../messages.ts";

/** "20% off", "AED 50 off", "Free shipping" or "Referral link". */
export function offerSummary(
  offer: Pick<PartnershipSummary, "offerType" | "discountType" | "discountValue">,
): string {
  if (offer.offerType === "referral") return partnershipsText("offer.referral");
  const value = offer.discountValue ?? "";
  switch (offer.discountType) {
    case "percentage":
      return partnershipsText("offer.percentage", { value });
    case "fixed":
      return partnershipsText("offer.fixed", { value });
    case "free_shipping":
      return partnershipsText("offer.freeShipping");
    default:
      return partnershipsText("offer.other");
  }
}
