import { DUBAI_TIME_ZONE } from "@studentperks/contracts/dubai-time";
import { intlTagOf, type Locale } from "@studentperks/contracts/i18n/locales";

const clocks = new Map<string, Intl.DateTimeFormat>();
const moments = new Map<string, Intl.DateTimeFormat>();

/** The time with seconds in the UAE, 24-hour: "14:03:07". */
export function formatClock(date: Date, locale: Locale): string {
  let format = clocks.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTagOf(locale), {
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZone: DUBAI_TIME_ZONE,
    });
    clocks.set(locale, format);
  }
  return format.format(date);
}

/** A day and time in the UAE: "29 Nov 2026, 14:03". */
export function formatMoment(date: Date | string, locale: Locale): string {
  let format = moments.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTagOf(locale), {
      dateStyle: "medium",
      timeStyle: "short",
      hourCycle: "h23",
      timeZone: DUBAI_TIME_ZONE,
    });
    moments.set(locale, format);
  }
  return format.format(typeof date === "string" ? new Date(date) : date);
}

/** A check code in two groups of three, easier to read out: "AB3 D7K". */
export const groupedCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;
