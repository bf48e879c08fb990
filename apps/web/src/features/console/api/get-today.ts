import { ZCompanyHeadline, ZStatToday } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the dashboard's own figures. */
export const DASHBOARD_KEY = ['console', 'dashboard'] as const;
/** A minute old is fresh enough for a glance at the day; the page reads again when it is opened. */
const FRESH_MS = 60_000;

/** GET /stat/today: today's orders, money, open waiter calls and new reviews on the company's clock. */
export const todayQuery = queryOptions({
  queryKey: [...DASHBOARD_KEY, 'today'],
  queryFn: ({ signal }) => api.get('/stat/today', { schema: ZStatToday, signal }),
  staleTime: FRESH_MS,
});

/** GET /stat/data/{company}/company: ratings today, this week and this month, with their scale. */
export const companyHeadlineQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'ratings', companyId],
    queryFn: ({ signal }) =>
      api.get(`/stat/data/${encodeURIComponent(companyId)}/company`, { schema: ZCompanyHeadline, signal }),
    staleTime: FRESH_MS,
  });

export function useToday(enabled: boolean) {
  return useQuery({ ...todayQuery, enabled });
}

export function useCompanyHeadline(companyId: string | null, enabled: boolean) {
  return useQuery({ ...companyHeadlineQuery(companyId ?? ''), enabled: enabled && companyId !== null });
}
