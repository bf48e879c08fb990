import { INTL_LOCALES, type TLanguage } from '@guestloop/contracts';

/**
 * A booked day and time as the language writes them ("Tuesday, 3 June 2025", "19:30" or
 * "7:30 PM"). Both are the venue's wall clock: they are formatted as they are, in UTC, never moved
 * into another zone.
 */
export function bookingWhen(language: TLanguage, date: string, time: string): { date: string; time: string } {
  const locale = INTL_LOCALES[language];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
      Date.UTC(year, month - 1, day),
    ),
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
      Date.UTC(2000, 0, 1, hours, minutes),
    ),
  };
}
