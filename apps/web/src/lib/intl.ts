import { INTL_LOCALES, isLanguage, type TWeekday, WEEKDAYS } from '@guestloop/contracts';

/** The Intl locale of a language code ('hv' → 'hr'); English for anything unknown. */
export function intlLocale(language: string): string {
  return isLanguage(language) ? INTL_LOCALES[language] : 'en';
}

/** Weekday names in a language, Monday first; 2024-01-01 was a Monday. */
export function weekdayNames(language: string, width: 'long' | 'short' = 'long'): Record<TWeekday, string> {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: width });
  return Object.fromEntries(
    WEEKDAYS.map((day, i) => [day, format.format(new Date(2024, 0, 1 + i))]),
  ) as Record<TWeekday, string>;
}
