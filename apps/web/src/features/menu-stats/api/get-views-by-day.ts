import { type TMenuViewsByDay, ZMenuViewsByDay } from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { browserTimeZone, STATS_KEY } from './keys';

/** GET /stat/online-menu/views-by-day: menu opens and visitors per local day, zeros included. */
export function getViewsByDay(
  slug: string,
  days: number,
  tz: string,
  signal?: AbortSignal,
): Promise<TMenuViewsByDay> {
  return api.get('/stat/online-menu/views-by-day', {
    query: { slug, days, tz },
    schema: ZMenuViewsByDay,
    signal,
  });
}

export const viewsByDayQuery = (slug: string, days: number, tz = browserTimeZone()) =>
  queryOptions({
    queryKey: [...STATS_KEY, 'by-day', slug, days, tz],
    queryFn: ({ signal }) => getViewsByDay(slug, days, tz, signal),
    placeholderData: keepPreviousData,
  });

export function useViewsByDay(slug: string, days: number) {
  return useQuery(viewsByDayQuery(slug, days));
}
