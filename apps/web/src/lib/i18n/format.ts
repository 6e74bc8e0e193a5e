// Numbers, money and dates as the page's language writes them (UAE conventions: Dubai time, AED).
import { DUBAI_TIME_ZONE } from "@studentperks/contracts/dubai-time";
import { intlTagOf, type Locale } from "@studentperks/contracts/i18n/locales";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format as T;
}

/** How Intl writes money and other numbers here (whole ones are written alike without it). */
export const moneyOptions = (locale: Locale): Intl.NumberFormatOptions => ({
  style: "currency",
  currency: "AED",
  currencyDisplay: locale === "ar" ? "symbol" : "code",
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
  useGrouping: false,
});
export const NUMBER_OPTIONS: Intl.NumberFormatOptions = { maximumFractionDigits: 2, useGrouping: false };

/**
 * Whole non-negative numbers as Intl writes them in our two languages (Latin digits: CLDR's default for
 * en-AE and ar-AE; no grouping), without Intl. A page's first Intl number format starts ICU's number
 * data, 40-90 ms on the main thread in Chrome (measured), one long task when the first cards render;
 * the catalogue's discounts are whole numbers. format.test.ts holds both paths equal.
 */
function wholeDigits(value: number): string | null {
  return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
}

const WHOLE_MONEY: Record<Locale, (digits: string) => string> = {
  en: (digits) => `AED\u00a0${digits}`,
  ar: (digits) => `\u200f${digits}\u00a0د.إ.\u200f`,
};

/** "AED 50" in English, "50 د.إ.‏" in Arabic: the locale's own currency pattern (amounts up to thousands, ungrouped as on the cards). */
export function formatMoney(amount: number, locale: Locale): string {
  const digits = wholeDigits(amount);
  if (digits !== null) return WHOLE_MONEY[locale](digits);
  return cached(
    `money:${locale}`,
    () => new Intl.NumberFormat(intlTagOf(locale), moneyOptions(locale)),
  ).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  const digits = wholeDigits(value);
  if (digits !== null) return digits;
  return cached(`number:${locale}`, () => new Intl.NumberFormat(intlTagOf(locale), NUMBER_OPTIONS)).format(
    value,
  );
}

/** A calendar date in Dubai: "5 March 2026" / "5 مارس 2026". */
export function formatDate(date: Date | string, locale: Locale): string {
  return cached(
    `date:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === "ar" ? "ar-AE" : "en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: DUBAI_TIME_ZONE,
      }),
  ).format(typeof date === "string" ? new Date(date) : date);
}

/** A weekday in Dubai, short: "Thu" / "الخميس" (for a day within the coming week). */
export function formatShortWeekday(date: Date | string, locale: Locale): string {
  return cached(
    `weekday:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === "ar" ? "ar-AE" : "en-GB", {
        weekday: "short",
        timeZone: DUBAI_TIME_ZONE,
      }),
  ).format(typeof date === "string" ? new Date(date) : date);
}

/** A day and month in Dubai, short: "4 Dec" / "4 ديسمبر" (for a day further than a week ahead). */
export function formatShortDate(date: Date | string, locale: Locale): string {
  return cached(
    `short-date:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === "ar" ? "ar-AE" : "en-GB", {
        day: "numeric",
        month: "short",
        timeZone: DUBAI_TIME_ZONE,
      }),
  ).format(typeof date === "string" ? new Date(date) : date);
}

/** A file's size: "300 byte", "5 kB", "1.5 MB" / "5 كيلوبايت", as the language writes its units. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, "byte"]
      : bytes < 1024 * 1024
        ? [Math.round(bytes / 1024), "kilobyte"]
        : [bytes / 1024 ** 2, "megabyte"];
  return cached(
    `size:${unit}:${locale}`,
    () =>
      new Intl.NumberFormat(intlTagOf(locale), {
        style: "unit",
        unit,
        unitDisplay: "short",
        maximumFractionDigits: 1,
      }),
  ).format(value);
}
