// Days and counts as the portal writes them, in the page's language.
import { dubaiMidday } from "@studentperks/contracts/dubai-time";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { formatDate, formatNumber, formatShortDate } from "#web/lib/i18n/format.ts";

/** A Dubai day (YYYY-MM-DD): "5 March 2026" / "5 مارس 2026". */
export const dayText = (day: string, locale: Locale) => formatDate(dubaiMidday(day), locale);

/** A Dubai day, short: "5 Mar" / "5 مارس". */
export const shortDayText = (day: string, locale: Locale) => formatShortDate(dubaiMidday(day), locale);

export const countText = (value: number, locale: Locale) => formatNumber(value, locale);
