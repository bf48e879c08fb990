import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';
import { dayLabel, dayRangeLabel } from '@/lib/chart-labels';
import { dateLocale } from '@/lib/date-format';
import { intlLocale } from '@/lib/intl';

/**
 * The results pages' words and figures: texts of the `survey-results-page` namespace, numbers and
 * shares in the UI language, dates as the console writes them.
 */
export function useResultsWords() {
  const { t, i18n } = useTranslation('survey-results-page');
  const dates = useConsoleDates();
  const language = i18n.language;
  return useMemo(() => {
    const locale = intlLocale(language);
    const whole = new Intl.NumberFormat(locale);
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 });
    return {
      t,
      /** The Intl locale of the UI language (sorting, numbers). */
      locale,
      number: (n: number) => whole.format(n),
      /** An average: at most one decimal. */
      decimal: (n: number) => decimal.format(n),
      /** 0–1 as a percentage. */
      share: (n: number) => share.format(n),
      /** A part of a whole as a percentage; a dash when the whole is empty. */
      shareOf: (n: number, of: number) => (of > 0 ? share.format(n / of) : '—'),
      /** A percentage given as 0–100. */
      percent: (n: number) => share.format(n / 100),
      /** The e-NPS score with its sign (−100 to +100). */
      enps: (n: number) => signed.format(n),
      dateTime: (value: string) => dates.format(value, 'dateTime'),
      /** A calendar day (YYYY-MM-DD) and a range of them, as the console's charts write them. */
      day: (day: string) => dayLabel(day, dateLocale(dates.settings)),
      range: (from: string, to: string) => dayRangeLabel(from, to, dateLocale(dates.settings)),
    };
  }, [t, language, dates]);
}

export type ResultsWords = ReturnType<typeof useResultsWords>;
