import { AppError } from './errors';

/** Statistics periods: the last N days on a time zone's clock, and their days and hours. */

const DAY_MS = 86_400_000;

export interface Period {
  from: string;
  to: string;
  tz: string;
}

/** One day of the period: views in each hour 0–23 of the local clock. */
export interface HourRow {
  day: string;
  hour: number;
  views: number;
}

/** Today's date on the clock of `tz`, as YYYY-MM-DD. */
export function localToday(tz: string, now = new Date()): string {
  // The Canadian English format is ISO-like (2024-01-31).
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);
}

/** The calendar days from `from` to `to` (inclusive); plain date arithmetic in UTC. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    out.push(new Date(at).toISOString().slice(0, 10));
  }
  return out;
}

export function periodOf(days: number, tz: string, now = new Date()): Period {
  const to = localToday(tz, now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to, tz };
}

/**
 * Runs a query with the caller's time zone. A zone that the browser's Intl knows but the
 * database does not (its zone data can be older) is the caller's input error, not a failure.
 */
export async function inZone<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? error;
    const { code, message } = cause as { code?: string; message?: string };
    if (code === '22023' && /time zone/i.test(message ?? '')) {
      throw new AppError(400, 'VALIDATION_FAILED', 'Unknown time zone', [
        { path: 'querystring.tz', code: 'custom', message: 'invalid_time_zone' },
      ]);
    }
    throw error;
  }
}

/** Rows of (day, hour, views) as every day of the period with 24 hourly counts. */
export function hourGrid(period: Period, rows: HourRow[]): { day: string; hours: number[] }[] {
  const byDay = new Map<string, number[]>();
  for (const row of rows) {
    const hours = byDay.get(row.day) ?? Array<number>(24).fill(0);
    hours[Number(row.hour)] = (hours[Number(row.hour)] ?? 0) + Number(row.views);
    byDay.set(row.day, hours);
  }
  return daysOf(period.from, period.to).map((day) => ({
    day,
    hours: byDay.get(day) ?? Array<number>(24).fill(0),
  }));
}
