import type { TQrInfoViewsByDayHour } from '@guestloop/contracts';

/** The periods the page offers, in days. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export function isPeriod(value: unknown): value is Period {
  return PERIODS.includes(Number(value) as Period);
}

/** Opens by ISO weekday (rows, Monday first) and hour (columns), summed over the period's days. */
export function viewsByWeekdayHour(days: TQrInfoViewsByDayHour['days']): number[][] {
  const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const { day, hours } of days) {
    // A calendar day: its weekday is the same on every clock.
    const row = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
    hours.forEach((views, hour) => {
      const cells = grid[row];
      if (cells) cells[hour] = (cells[hour] ?? 0) + views;
    });
  }
  return grid;
}
