import {
  type TQrInfoAnalysis,
  type TQrInfoViewsByDay,
  type TQrInfoViewsByDayHour,
  ZQrInfoAnalysis,
  ZQrInfoViewsByDay,
  ZQrInfoViewsByDayHour,
} from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { qrInfoPath, qrStatsKey } from './keys';

/** The browser's time zone: days and hours are counted on the user's clock. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** GET /qr-info/{slug}/analysis: the period's totals and the uses of each block. */
export function getQrAnalysis(slug: string, days: number, tz: string, signal?: AbortSignal) {
  return api.get<TQrInfoAnalysis>(qrInfoPath(slug, 'analysis'), {
    query: { days, tz },
    schema: ZQrInfoAnalysis,
    signal,
  });
}

/** GET /stat/qr-info/views-by-day: opens, visitors and block uses per day, zeros included. */
export function getQrViewsByDay(slug: string, days: number, tz: string, signal?: AbortSignal) {
  return api.get<TQrInfoViewsByDay>('/stat/qr-info/views-by-day', {
    query: { slug, days, tz },
    schema: ZQrInfoViewsByDay,
    signal,
  });
}

/** GET /stat/qr-info/views-by-day-hour: opens per day and hour (24 a day). */
export function getQrViewsByDayHour(slug: string, days: number, tz: string, signal?: AbortSignal) {
  return api.get<TQrInfoViewsByDayHour>('/stat/qr-info/views-by-day-hour', {
    query: { slug, days, tz },
    schema: ZQrInfoViewsByDayHour,
    signal,
  });
}

const statsQuery = <T>(
  slug: string,
  days: number,
  part: string,
  fetcher: (slug: string, days: number, tz: string, signal?: AbortSignal) => Promise<T>,
) => {
  const tz = browserTimeZone();
  return queryOptions({
    queryKey: [...qrStatsKey(slug), part, days, tz],
    queryFn: ({ signal }) => fetcher(slug, days, tz, signal),
    placeholderData: keepPreviousData,
  });
};

export const useQrAnalysis = (slug: string, days: number) =>
  useQuery(statsQuery(slug, days, 'analysis', getQrAnalysis));
export const useQrViewsByDay = (slug: string, days: number) =>
  useQuery(statsQuery(slug, days, 'by-day', getQrViewsByDay));
export const useQrViewsByDayHour = (slug: string, days: number) =>
  useQuery(statsQuery(slug, days, 'by-day-hour', getQrViewsByDayHour));
