import { type TMetric, type TMetricList, ZMetricList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every metric query lives under METRICS_KEY. */
export const METRICS_KEY = ['metrics'] as const;
/**
 * The one key of the company's metric list (each metric whole: the console has no other read of
 * one metric): whatever creates, changes, moves or deletes a metric invalidates it or writes into it.
 */
export const METRIC_LIST_KEY = [...METRICS_KEY, 'list'] as const;

/** GET /metrics: the company's metrics, newest first, with their location and ratings count. */
export function listMetrics(signal?: AbortSignal): Promise<TMetricList> {
  return api.get('/metrics', { schema: ZMetricList, signal });
}

export const metricListQuery = queryOptions({
  queryKey: METRIC_LIST_KEY,
  queryFn: ({ signal }) => listMetrics(signal),
});

/** The metric list (`metrics.manage` or `reviews.manage`); `enabled: false` does not ask. */
export function useMetricList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...metricListQuery, enabled });
}

/** One metric of the list by its slug: `data` is undefined while loading, null when there is none. */
export function useMetric(slug: string) {
  return useQuery({
    ...metricListQuery,
    select: (list: TMetricList): TMetric | null => list.items.find((metric) => metric.slug === slug) ?? null,
  });
}
