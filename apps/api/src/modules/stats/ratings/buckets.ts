import type { TStatGranularity } from '@guestloop/contracts';

/** Calendar arithmetic on days written YYYY-MM-DD (plain dates, no clock). */

const DAY_MS = 86_400_000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);

/** How many days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;

/** The Monday of the ISO week holding `day`. */
export function weekStart(day: string): string {
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The first day of the bucket of this granularity holding `day` (an hour's bucket is its day). */
export function bucketStart(day: string, granularity: TStatGranularity): string {
  if (granularity === 'week') return weekStart(day);
  if (granularity === 'month') return monthStart(day);
  return day;
}

/** The period of equal length just before. */
export function previousPeriod(from: string, to: string) {
  const length = daysBetween(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

export interface Bucket {
  /** What the sums of this bucket are found by: its first day, and `T` and the hour for hours. */
  key: string;
  from: string;
  to: string;
  hour: number | null;
}

export const hourKey = (day: string, hour: number) => `${day}T${hour}`;

/**
 * Every bucket of the period in order, zeros to be filled: a day, an hour of each day, an ISO
 * week or a calendar month; the first and last are cut to the period.
 */
export function bucketsOf(from: string, to: string, granularity: TStatGranularity): Bucket[] {
  const out: Bucket[] = [];
  if (granularity === 'hour' || granularity === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (granularity === 'day') out.push({ key: day, from: day, to: day, hour: null });
      else
        for (let hour = 0; hour < 24; hour++) out.push({ key: hourKey(day, hour), from: day, to: day, hour });
    }
    return out;
  }
  for (let start = bucketStart(from, granularity); start <= to; ) {
    const next = granularity === 'week' ? addDays(start, 7) : nextMonth(start);
    const last = addDays(next, -1);
    out.push({ key: start, from: start < from ? from : start, to: last > to ? to : last, hour: null });
    start = next;
  }
  return out;
}

function nextMonth(first: string): string {
  const year = Number(first.slice(0, 4));
  const month = Number(first.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Today's date on the clock of `timeZone`. */
export function localToday(timeZone: string, now = new Date()): string {
  // The Canadian English format is ISO-like (2024-01-31).
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);
}

/**
 * The whole months inside `from`–`to` (their first days: `from` the first month's, `to` the
 * last one's), and the days of the range outside them: at most one stretch before and one after.
 * No rating is later than `today` (the venue's date now, when known): a range that reaches it
 * holds all of its last month so far, which then counts as whole.
 */
export function splitByWholeMonths(
  from: string,
  to: string,
  today?: string,
): { months: { from: string; to: string } | null; days: { from: string; to: string }[] } {
  const end = today !== undefined && to >= today ? addDays(nextMonth(monthStart(to)), -1) : to;
  const first = monthStart(from) === from ? from : nextMonth(monthStart(from));
  const afterLast = monthStart(addDays(end, 1)) === addDays(end, 1) ? addDays(end, 1) : monthStart(end);
  if (first >= afterLast) return { months: null, days: [{ from, to }] };
  const days: { from: string; to: string }[] = [];
  if (from < first) days.push({ from, to: addDays(first, -1) });
  if (afterLast <= end) days.push({ from: afterLast, to: end });
  return { months: { from: first, to: monthStart(addDays(afterLast, -1)) }, days };
}
