import { type TMenuViewsByDayHour, ZMenuViewsByDayHour } from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { browserTimeZone, STATS_KEY } from './keys';

/** GET /stat/online-menu/views-by-day-hour: menu opens per local day and hour (24 a day). */
export function getViewsByDayHour(
  slug: string,
  days: number,
  tz: string,
  signal?: AbortSignal,
): Promise<TMenuViewsByDayHour> {
  return api.get('/stat/online-menu/views-by-day-hour', {
    query: { slug, days, tz },
    schema: ZMenuViewsByDayHour,
    signal,
  });
}

export const viewsByDayHourQuery = (slug: string, days: number, tz = browserTimeZone()) =>
  queryOptions({
    queryKey: [...STATS_KEY, 'by-day-hour', slug, days, tz],
    queryFn: ({ signal }) => getViewsByDayHour(slug, days, tz, signal),
    placeholderData: keepPreviousData,
  });

export function useViewsByDayHour(slug: string, days: number) {
  return useQuery(viewsByDayHourQuery(slug, days));
}
