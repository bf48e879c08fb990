import { type TWeekday, WEEKDAYS } from '@guestloop/contracts';
import { intlLocale } from './price';

/** Weekday names in the UI language; 2024-01-01 was a Monday. */
export function weekdayNames(language: string, width: 'long' | 'short' = 'long'): Record<TWeekday, string> {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: width });
  return Object.fromEntries(
    WEEKDAYS.map((day, i) => [day, format.format(new Date(2024, 0, 1 + i))]),
  ) as Record<TWeekday, string>;
}
