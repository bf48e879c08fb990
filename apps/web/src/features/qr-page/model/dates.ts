import type { TWeekday } from '@guestloop/contracts';

/**
 * Every date and time the QR info page writes, in the guest's `locale` (an Intl locale). The
 * console's helper (lib/date-format) reaches the contracts' schemas, which a guest page does not
 * load, so the page keeps its few formats here.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(locale, options);
    } catch {
      // An unknown time zone reads as UTC, as the page's other clocks do.
      found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    formats.set(key, found);
  }
  return found;
}

/** The calendar day (YYYY-MM-DD) of `now` on the venue's clock. */
export function venueDay(now: Date, timeZone: string): string {
  return format('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now);
}

/** A day given as YYYY-MM-DD, written out ("12 June 2026", "June 12, 2026"). */
export function formatDay(day: string, locale: string): string {
  return format(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T12:00:00Z`));
}

/** `HH:MM` as `locale` writes a time of day ("9:00 AM", "09:00"). */
export function timeOfDay(time: string, locale: string): string {
  const at = Date.UTC(2024, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  return format(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
}

/** The time of day of a moment on the venue's clock. */
export function clockTime(moment: string | Date, locale: string, timeZone: string): string {
  return format(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(moment));
}

/** A day's name in `locale` ("Monday"), from a week known to start on a Monday. */
export function weekdayName(day: TWeekday, locale: string, week: readonly TWeekday[]): string {
  return format(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + week.indexOf(day)),
  );
}
