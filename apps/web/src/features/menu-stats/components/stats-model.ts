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
