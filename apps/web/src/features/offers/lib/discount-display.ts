import { CURRENCY } from "@studentperks/contracts/catalogue";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { t } from "#web/lib/i18n/index.ts";

export interface DiscountDisplay {
  /** The big line: "15%", "AED 50", "FREE" or "Offer". */
  title: string;
  /** The small line below it ("OFF", "SHIPPING"), or null when there is none. */
  subtitle: string | null;
}

export type DiscountFields = Pick<PublicOffer, "offerType" | "discountType" | "discountValue">;

const valueFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 2, useGrouping: false });

/**
 * How an offer's discount is shown on cards and in the offer modal (spec 000 §9):
 * referral → "Offer"; percentage → "{value}%" / "OFF"; fixed → "AED {value}" / "OFF";
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
      const value = valueFormat.format(discountValue);
      const title =
        discountType === "percentage"
          ? t("discount.percentage", { value })
          : t("discount.fixed", { currency: CURRENCY, value });
      return { title, subtitle: t("discount.off") };
    }
    case "free_shipping":
      return { title: t("discount.free"), subtitle: t("discount.shipping") };
    default:
      return { title: t("discount.free"), subtitle: null };
  }
}
