// The weekly e-mail's week (issue 38): Dubai weeks, Monday to Sunday. It goes out from Monday 10:00 in
// Dubai, and speaks of what went live in the seven days before that moment.
import { DUBAI_OFFSET_MS, dubaiDayOf, startOfDubaiDay } from "@studentperks/contracts/dubai-time";

const DAY_MS = 86_400_000;
export const SEND_HOUR = 10;

export interface DigestWeek {
  /** The week's Monday (Dubai), YYYY-MM-DD: the once-a-week claim's key. */
  monday: string;
  /** When this week's e-mail may go (Monday 10:00 Dubai). */
  sendFrom: Date;
  /** The start of what "new this week" covers: seven days before sendFrom. */
  since: Date;
}

export function digestWeek(now: Date): DigestWeek {
  const today = dubaiDayOf(now);
  // 0 = Monday … 6 = Sunday, for the Dubai day (its midday in UTC is the same weekday).
  const weekday = (new Date(startOfDubaiDay(today).getTime() + DUBAI_OFFSET_MS).getUTCDay() + 6) % 7;
  const monday = dubaiDayOf(new Date(startOfDubaiDay(today).getTime() - weekday * DAY_MS));
  const sendFrom = new Date(startOfDubaiDay(monday).getTime() + SEND_HOUR * 3_600_000);
  return { monday, sendFrom, since: new Date(sendFrom.getTime() - 7 * DAY_MS) };
}
