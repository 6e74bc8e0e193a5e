// Dubai time, the product's calendar: offers expire, insights count and staff read dates by it. The
// UAE keeps UTC+4 all year (no daylight saving), so a fixed offset is exact and needs no time-zone data.
export const DUBAI_TIME_ZONE = "Asia/Dubai";
export const DUBAI_UTC_OFFSET_HOURS = 4;
export const DUBAI_OFFSET_MS = DUBAI_UTC_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

/** The Dubai calendar day of a moment, as YYYY-MM-DD. */
export function dubaiDayOf(moment: Date | string): string {
  return new Date(new Date(moment).getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in Dubai, as YYYY-MM-DD. */
export const dubaiToday = (now: Date = new Date()): string => dubaiDayOf(now);

/** The moment a Dubai day (YYYY-MM-DD) starts: 20:00 UTC the day before. */
export function startOfDubaiDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DUBAI_OFFSET_MS);
}

/** The moment a Dubai day ends: midnight after it, Dubai time. */
export const endOfDubaiDay = (day: string): Date => new Date(startOfDubaiDay(day).getTime() + DAY_MS);

/** The last Dubai day something ending at `end` (exclusive) runs on. */
export const lastDubaiDay = (end: Date | string): string => dubaiDayOf(new Date(new Date(end).getTime() - 1));

/** Midday of a Dubai day: a moment that formats as that day wherever a day is shown in Dubai time. */
export const dubaiMidday = (day: string): Date => new Date(startOfDubaiDay(day).getTime() + DAY_MS / 2);

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** A Dubai day with its weekday, as a language writes it: "Thursday 4 Dec" / "الخميس، 4 ديسمبر". */
export function dubaiWeekdayDate(moment: Date | string, locale: "en" | "ar"): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "ar" ? "ar-AE" : "en-GB", {
      weekday: "long",
      day: "numeric",
      month: "short",
      timeZone: DUBAI_TIME_ZONE,
    });
    weekdayFormats.set(locale, format);
  }
  return format.format(new Date(moment));
}
