// An offer's discount in words, as the catalogue's cards put it (apps/web discount-display.ts):
// "20%", "AED 50" / "50 د.إ.‏" in the locale's own number and money formats.
import type { PublicOffer } from "@studentperks/contracts/offers";
import { intlTagOf, type Locale } from "@studentperks/contracts/i18n/locales";
import { t, withLocale } from "#server/i18n/index.ts";

type DiscountFields = Pick<PublicOffer, "offerType" | "discountType" | "discountValue">;

export type Discount = { kind: "amount"; text: string } | { kind: "freeShipping" } | { kind: "offer" };

const numbers = new Map<Locale, Intl.NumberFormat>();
const money = new Map<Locale, Intl.NumberFormat>();

function format(cache: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions) {
  let formatter = cache.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlTagOf(locale), {
      maximumFractionDigits: 2,
      useGrouping: false,
      ...options,
    });
    cache.set(locale, formatter);
  }
  return formatter;
}

export function discountOf(offer: DiscountFields, locale: Locale): Discount {
  if (offer.offerType === "referral") return { kind: "offer" };
  const value = offer.discountValue;
  if (offer.discountType === "free_shipping") return { kind: "freeShipping" };
  if ((offer.discountType !== "percentage" && offer.discountType !== "fixed") || value === null) {
    return { kind: "offer" };
  }
  if (offer.discountType === "percentage")
    return { kind: "amount", text: `${format(numbers, locale, {}).format(value)}%` };
  const currencyDisplay = locale === "ar" ? "symbol" : "code";
  const text = format(money, locale, {
    style: "currency",
    currency: "AED",
    currencyDisplay,
    minimumFractionDigits: 0,
  }).format(value);
  return { kind: "amount", text };
}

/** "20% off at Karak House — StudentPerks", in `locale`. */
export function previewTitle(offer: DiscountFields & Pick<PublicOffer, "brandName">, locale: Locale): string {
  const discount = discountOf(offer, locale);
  const brand = offer.brandName;
  return withLocale(locale, () => {
    if (discount.kind === "amount") return t("preview.discountTitle", { discount: discount.text, brand });
    if (discount.kind === "freeShipping") return t("preview.freeShippingTitle", { brand });
    return t("preview.offerTitle", { brand });
  });
}
