import type { TStatGranularity } from '@guestloop/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';
import { dayLabel, dayRangeLabel, hourLabel, monthLabel, shortHourLabel } from '@/lib/chart-labels';
import { formatPrice, minorUnitDigits } from '@/lib/currency';
import { dateLocale } from '@/lib/date-format';
import { intlLocale, weekdayNames } from '@/lib/intl';

export interface BucketLike {
  from: string;
  to: string;
  hour?: number | null;
}

/**
 * How the section writes its figures: numbers and percentages in the UI language, money with
 * its currency, days and hours as the console writes them (the company's conventions).
 */
export function useFigures() {
  const { i18n } = useTranslation();
  const { settings } = useConsoleDates();
  const language = i18n.language;
  const dates = dateLocale(settings);
  return useMemo(() => {
    const locale = intlLocale(language);
    const whole = new Intl.NumberFormat(locale);
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const signedShare = new Intl.NumberFormat(locale, {
      style: 'percent',
      signDisplay: 'exceptZero',
      maximumFractionDigits: 0,
    });
    const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
    const minutes = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    const seconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short' });
    const weekdays = Object.values(weekdayNames(language, 'long'));
    const weekdaysShort = Object.values(weekdayNames(language, 'short'));
    return {
      locale,
      dateLocale: dates,
      number: (n: number) => whole.format(n),
      /** An average score: one decimal. */
      score: (n: number) => decimal.format(n),
      /** 0–1 as a percentage. */
      percent: (n: number) => share.format(n),
      /** A relative change with its sign ("+12%"). */
      changePercent: (n: number) => signedShare.format(n),
      /** A change with its sign ("+12", "−0.4"). */
      change: (n: number) => signed.format(n),
      money: (minor: number, currency: string) => formatPrice(minor, currency, language),
      /** Minor units as main units, for a chart's scale. */
      major: (minor: number, currency: string) => minor / 10 ** minorUnitDigits(currency),
      /** Main units on a chart's axis, briefly ("€1.2K"). */
      axisMoney: (major: number, currency: string) =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
          notation: 'compact',
          maximumFractionDigits: 1,
        }).format(major),
      /** A waiting time: whole minutes as minutes, seconds under two minutes, else minutes. */
      duration: (s: number) =>
        (s >= 60 && s % 60 === 0) || s >= 120 ? minutes.format(s / 60) : seconds.format(s),
      day: (day: string) => dayLabel(day, dates),
      range: (from: string, to: string) => dayRangeLabel(from, to, dates),
      hour: (hour: number) => hourLabel(hour, dates),
      shortHour: (hour: number) => shortHourLabel(hour, dates),
      /** Monday first (index 0 … 6). */
      weekday: (index: number) => weekdays[index] ?? '',
      weekdayShort: (index: number) => weekdaysShort[index] ?? '',
      /** A bucket of the period as its chart writes it (an hour of a longer period names its day). */
      bucket: (bucket: BucketLike, granularity: TStatGranularity, oneDay = true) => {
        if (granularity === 'hour' && bucket.hour !== null && bucket.hour !== undefined) {
          const hour = hourLabel(bucket.hour, dates);
          return oneDay ? hour : `${dayLabel(bucket.from, dates)} ${hour}`;
        }
        if (granularity === 'month') return monthLabel(bucket.from, dates);
        if (granularity === 'week') return dayRangeLabel(bucket.from, bucket.to, dates);
        return dayLabel(bucket.from, dates);
      },
    };
  }, [language, dates]);
}

export type Figures = ReturnType<typeof useFigures>;
