import { INTL_LOCALES, isRtl, type TLanguage } from '@guestloop/contracts';
import { serverTexts } from '../i18n';

/**
 * The built-in assistant's words (the server namespace `assistant-answers`, English where a word
 * is missing) and its numbers, money and days written in the answer's language.
 */

export type AnswerTexts = (key: string, vars?: Record<string, string | number>) => string;

export const answerTexts = (language: TLanguage): AnswerTexts => serverTexts('assistant-answers', language);

export interface Formats {
  number(value: number, digits?: number): string;
  money(minor: number, currency: string): string;
  /** A day of the company's calendar ("12 Nov"). */
  day(at: Date): string;
  /** Two calendar days, YYYY-MM-DD ("1–27 Nov 2026"). */
  range(from: string, to: string): string;
  /**
   * Words of any script inside the answer's sentence (a guest's quote, a place's name): in a
   * right-to-left answer they are isolated, so a German quote keeps its order in an Arabic line.
   */
  isolate(text: string): string;
}

function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

export function formats(language: TLanguage, timeZone: string): Formats {
  const locale = INTL_LOCALES[language];
  const calendarDay = (day: string) => new Date(`${day}T12:00:00Z`);
  return {
    number: (value, digits = 0) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(
        value,
      ),
    money(minor, currency) {
      const digits = currencyDigits(currency);
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
      } catch {
        return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
      }
    },
    day: (at) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone }).format(at),
    isolate: (text) => (isRtl(language) ? `\u2068${text}\u2069` : text),
    range: (from, to) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).formatRange(calendarDay(from), calendarDay(to)),
  };
}
