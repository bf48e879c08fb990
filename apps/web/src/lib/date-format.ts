import { intlLocale } from './intl';

/** Whose conventions a date or time is written in: the UI language, and the company's money and clock. */
export interface DateSettings {
  /** The UI language (a product language code). */
  language: string;
  /** The company's currency: it tells an American English venue from a European one. */
  currency?: string | null;
  /** The venue's IANA time zone; the device's own when unknown. */
  timeZone?: string | null;
}

/**
 * The Intl locale for dates and times: the UI language's, and for English the company's region
 * (English alone would mean the United States' 12-hour clock even in a euro café).
 */
export function dateLocale({ language, currency }: Pick<DateSettings, 'language' | 'currency'>): string {
  const locale = intlLocale(language);
  if (locale !== 'en' || !currency) return locale;
  return currency === 'USD' ? 'en-US' : 'en-GB';
}

export type DateStyle =
  /** 12 Mar 2026 */
  | 'date'
  /** 12 March 2026 */
  | 'longDate'
  /** 12 Mar 2026, 20:28 */
  | 'dateTime'
  /** 12 March 2026 at 20:28 */
  | 'longDateTime'
  /** 20:28 */
  | 'time'
  /** 12 Mar, 20:28 */
  | 'dayTime';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  longDate: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  dayTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** The hour written as the locale's short time writes it ("09:00" on a 24-hour clock, "9:00 AM" else). */
function hourLike(locale: string): Intl.DateTimeFormatOptions {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).resolvedOptions();
  return hourCycle === 'h23' || hourCycle === 'h24' ? { hour: '2-digit' } : { hour: 'numeric' };
}

function formatOf(style: DateStyle, settings: DateSettings): Intl.DateTimeFormat {
  const locale = dateLocale(settings);
  const timeZone = settings.timeZone || undefined;
  const key = `${locale}|${timeZone ?? ''}|${style}`;
  let format = formats.get(key);
  if (!format) {
    const options = { ...OPTIONS[style], ...(style === 'dayTime' ? hourLike(locale) : {}) };
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(locale, options);
    }
    formats.set(key, format);
  }
  return format;
}

/** A date or time as the console shows it everywhere (one helper, so every screen agrees). */
export function formatDate(value: Date | string | number, style: DateStyle, settings: DateSettings): string {
  return formatOf(style, settings).format(new Date(value));
}

/** The hour (0–23) on the venue's clock. */
export function hourIn(date: Date, timeZone?: string | null): number {
  if (!timeZone) return date.getHours();
  try {
    const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone })
      .formatToParts(date)
      .find((part) => part.type === 'hour')?.value;
    return hour === undefined ? date.getHours() : Number(hour) % 24;
  } catch {
    return date.getHours();
  }
}

/** Morning, afternoon or evening on the venue's clock (a greeting at 20:30 is not "Good morning"). */
export function partOfDay(date: Date, timeZone?: string | null): 'morning' | 'afternoon' | 'evening' {
  const hour = hourIn(date, timeZone);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The calendar day of a moment on the venue's clock, as YYYY-MM-DD. */
export function dayIn(date: Date, timeZone?: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || undefined }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(date);
  }
}

/**
 * A moment in a list, briefly: the time for today, the day and time this year, else the full
 * date and time (all on the venue's clock).
 */
export function formatWhen(value: Date | string | number, settings: DateSettings, now = new Date()): string {
  const date = new Date(value);
  const day = dayIn(date, settings.timeZone);
  const today = dayIn(now, settings.timeZone);
  if (day === today) return formatDate(date, 'time', settings);
  return formatDate(date, day.slice(0, 4) === today.slice(0, 4) ? 'dayTime' : 'dateTime', settings);
}
