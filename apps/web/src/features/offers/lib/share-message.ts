// The default share text (spec 000 §2): it names the discount and the brand.
import type { PublicOffer } from "@studentperks/contracts/offers";
import { t } from "#web/lib/i18n/index.ts";
import { discountDisplay } from "./discount-display.ts";

export function shareMessage(
  offer: Pick<PublicOffer, "brandName" | "offerType" | "discountType" | "discountValue">,
): string {
  const { title, subtitle } = discountDisplay(offer);
  if (subtitle === t("discount.off")) {
    return t("share.discount", { discount: title, brand: offer.brandName });
  }
  if (subtitle === t("discount.shipping")) return t("share.freeShipping", { brand: offer.brandName });
  return t("share.offer", { brand: offer.brandName });
}
