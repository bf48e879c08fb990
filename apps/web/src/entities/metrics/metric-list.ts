import { type TMetricList, ZMetricList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every metric query lives under METRICS_KEY, so a change made in the metrics section refreshes this list too. */
export const METRICS_KEY = ['metrics'] as const;
/** The one key of the company's metric list: whatever creates, changes or deletes a metric invalidates it. */
export const METRIC_LIST_KEY = [...METRICS_KEY, 'all'] as const;

/** GET /metrics: the company's metrics, newest first (staff managing metrics or reading reviews). */
export function listMetrics(signal?: AbortSignal): Promise<TMetricList> {
  return api.get('/metrics', { schema: ZMetricList, signal });
}

export const metricListQuery = queryOptions({
  queryKey: METRIC_LIST_KEY,
  queryFn: ({ signal }) => listMetrics(signal),
});

/** The metric list; `enabled: false` waits. */
export function useMetricList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...metricListQuery, enabled });
}
