import type { TViewsByHour } from '@guestloop/contracts';

/** The periods the page offers, in days. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export function isPeriod(value: unknown): value is Period {
  return PERIODS.includes(Number(value) as Period);
}

/** Views in each hour of the day (0–23), summed over the period. */
export function viewsByHourOfDay(days: TViewsByHour[]): number[] {
  const sums = Array<number>(24).fill(0);
  for (const day of days) {
    day.hours.forEach((views, hour) => {
      sums[hour] = (sums[hour] ?? 0) + views;
    });
  }
  return sums;
}

/** The index of the largest value (the first of equals), or -1 when all are zero. */
export function busiest(values: number[]): number {
  let best = -1;
  values.forEach((value, index) => {
    if (value > 0 && (best === -1 || value > (values[best] ?? 0))) best = index;
  });
  return best;
}

/** "14:00" style label of an hour, in the user's locale. */
export function hourLabel(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, hour),
  );
}

/** A calendar day (YYYY-MM-DD) as a short date in the user's locale. */
export function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
