import { type TMenuAnalysis, ZMenuAnalysis } from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STATS_KEY } from './keys';

/** GET /online-menu/analysis/{slug}?days=: totals and the most viewed items of the period. */
export function getMenuAnalysis(slug: string, days: number, signal?: AbortSignal): Promise<TMenuAnalysis> {
  return api.get(`/online-menu/analysis/${encodeURIComponent(slug)}`, {
    query: { days },
    schema: ZMenuAnalysis,
    signal,
  });
}

export const menuAnalysisQuery = (slug: string, days: number) =>
  queryOptions({
    queryKey: [...STATS_KEY, 'analysis', slug, days],
    queryFn: ({ signal }) => getMenuAnalysis(slug, days, signal),
    placeholderData: keepPreviousData,
  });

export function useMenuAnalysis(slug: string, days: number) {
  return useQuery(menuAnalysisQuery(slug, days));
}
