import type { TStatGranularity } from '@guestloop/contracts';
import { daysOf } from '../../../lib/stat-period';

/** Calendar arithmetic on local days (YYYY-MM-DD), done in UTC so no clock change shifts a day. */

const DAY_MS = 86_400_000;

export interface DayRange {
  from: string;
  to: string;
}

export interface Bucket extends DayRange {
  hour: number | null;
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const dayCount = (range: DayRange) =>
  Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;

/** The period of equal length just before this one. */
export function previousPeriod(range: DayRange): DayRange {
  return { from: addDays(range.from, -dayCount(range)), to: addDays(range.from, -1) };
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The first day of the bucket a day falls in: the day, its week's Monday or its month's first day. */
function bucketStart(day: string, granularity: TStatGranularity): string {
  if (granularity === 'week') return addDays(day, 1 - isoWeekday(day));
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  return day;
}

/** The key of the bucket a local day and hour fall in (match it with `keyOf` of a bucket). */
export function bucketKey(day: string, hour: number, granularity: TStatGranularity): string {
  return granularity === 'hour' ? `${day}T${hour}` : bucketStart(day, granularity);
}

export const keyOf = (bucket: Bucket, granularity: TStatGranularity) =>
  bucketKey(bucket.from, bucket.hour ?? 0, granularity);

/** Every bucket of the period in order; the first and last week or month are cut to the period. */
export function bucketsOf(range: DayRange, granularity: TStatGranularity): Bucket[] {
  const days = daysOf(range.from, range.to);
  if (granularity === 'hour') {
    return days.flatMap((day) => Array.from({ length: 24 }, (_, hour) => ({ from: day, to: day, hour })));
  }
  const buckets: Bucket[] = [];
  for (const day of days) {
    const last = buckets.at(-1);
    if (last && bucketStart(day, granularity) === bucketStart(last.from, granularity)) last.to = day;
    else buckets.push({ from: day, to: day, hour: null });
  }
  return buckets;
}

/** Today's date on the clock of `tz`. */
export function localDay(tz: string, now = new Date()): string {
  // The Canadian English format is ISO-like (2024-01-31).
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);
}
