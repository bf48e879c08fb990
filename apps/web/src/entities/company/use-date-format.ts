import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateSettings, type DateStyle, formatDate, formatWhen, partOfDay } from '@/lib/date-format';
import { useCurrentUser } from '@/lib/session';
import { useCompany } from './company';

export interface ConsoleDates {
  settings: DateSettings;
  /** A date or time in the UI language, the company's conventions and the venue's clock. */
  format: (value: Date | string | number, style: DateStyle) => string;
  /** A moment in a list: the time today, the day and time this year, else the full date. */
  when: (value: Date | string | number) => string;
  /** Morning, afternoon or evening at the venue now. */
  partOfDay: (now?: Date) => 'morning' | 'afternoon' | 'evening';
}

/**
 * How the console writes dates and times: every console screen takes them from here, so a euro
 * café reads "20:28" in English too, and times are on the venue's clock wherever staff are.
 */
export function useConsoleDates(): ConsoleDates {
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const company = useCompany({ enabled: Boolean(user?.structure) }).data;
  const language = i18n.language;
  const currency = company?.currency ?? null;
  const timeZone = company?.timeZone ?? null;
  return useMemo(() => {
    const settings: DateSettings = { language, currency, timeZone };
    return {
      settings,
      format: (value, style) => formatDate(value, style, settings),
      when: (value) => formatWhen(value, settings),
      partOfDay: (now = new Date()) => partOfDay(now, timeZone),
    };
  }, [language, currency, timeZone]);
}
