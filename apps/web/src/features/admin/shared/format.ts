// Small formatting rules the console's tables share.
import { DUBAI_TIME_ZONE } from "@studentperks/contracts/dubai-time";
import { consoleText } from "./messages.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long something has waited, in the largest whole unit: "45 min", "5 h", "3 d". */
export function waitingTime(since: string | Date, now: Date = new Date()): string {
  const waited = Math.max(0, now.getTime() - new Date(since).getTime());
  if (waited < HOUR) return consoleText("waiting.minutes", { count: Math.floor(waited / MINUTE) });
  if (waited < DAY) return consoleText("waiting.hours", { count: Math.floor(waited / HOUR) });
  return consoleText("waiting.days", { count: Math.floor(waited / DAY) });
}

const dateTime = new Intl.DateTimeFormat("en-AE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: DUBAI_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat("en-AE", { dateStyle: "medium", timeZone: DUBAI_TIME_ZONE });

/** A moment as staff in Dubai read it. */
export const formatDateTime = (value: string | Date) => dateTime.format(new Date(value));
export const formatDate = (value: string | Date) => dateOnly.format(new Date(value));
