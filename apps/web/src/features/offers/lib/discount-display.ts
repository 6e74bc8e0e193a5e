import type { PublicOffer } from "@studentperks/contracts/offers";
import { currentLocale, t } from "#web/lib/i18n/index.ts";
import { formatMoney, formatNumber } from "#web/lib/i18n/format.ts";

export interface DiscountDisplay {
  /** The big line: "15%", "AED 50", "FREE" or "Offer". */
  title: string;
  /** The small line below it ("OFF", "SHIPPING"), or null when there is none. */
  subtitle: string | null;
}

export type DiscountFields = Pick<PublicOffer, "offerType" | "discountType" | "discountValue">;

/**
 * How an offer's discount is shown on cards and in the offer modal (spec 000 §9):
 * referral → "Offer"; percentage → "{value}%" / "OFF"; fixed → "AED 50" / "50 د.إ." (the locale's money format) / "OFF";
 * free_shipping → "FREE" / "SHIPPING"; any other type → "FREE".
 * A percentage or fixed discount without a value has nothing to show, so it reads "Offer"
 * rather than claiming to be free.
 */
export function discountDisplay({ offerType, discountType, discountValue }: DiscountFields): DiscountDisplay {
  if (offerType === "referral") return { title: t("discount.offer"), subtitle: null };
  switch (discountType) {
    case "percentage":
    case "fixed": {
      if (discountValue === null || !Number.isFinite(discountValue)) {
        return { title: t("discount.offer"), subtitle: null };
      }
      const locale = currentLocale();
      const title =
        discountType === "percentage"
          ? t("discount.percentage", { value: formatNumber(discountValue, locale) })
          : formatMoney(discountValue, locale);
      return { title, subtitle: t("discount.off") };
    }
    case "free_shipping":
      return { title: t("discount.free"), subtitle: t("discount.shipping") };
    default:
      return { title: t("discount.free"), subtitle: null };
  }
}
