import type { TMetric, TMetricList } from '@guestloop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { METRIC_LIST_KEY } from '@/entities/metrics';

/** Puts a saved metric into the list at once (the editor reads it from there), then refreshes the list. */
export function storeMetric(queryClient: QueryClient, metric: TMetric): void {
  queryClient.setQueryData<TMetricList>(METRIC_LIST_KEY, (list) =>
    list
      ? {
          items: list.items.map((item) =>
            item.id === metric.id
              ? { ...metric, ratingsCount: metric.ratingsCount ?? item.ratingsCount }
              : item,
          ),
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: METRIC_LIST_KEY });
}

/**
 * Changes one metric in the cached list at once; answers how to undo it (for a switch that
 * springs back when the call fails).
 */
export function changeCachedMetric(
  queryClient: QueryClient,
  id: string,
  change: (metric: TMetric) => TMetric,
): () => void {
  const before = queryClient.getQueryData<TMetricList>(METRIC_LIST_KEY);
  if (before) {
    queryClient.setQueryData<TMetricList>(METRIC_LIST_KEY, {
      items: before.items.map((item) => (item.id === id ? change(item) : item)),
    });
  }
  return () => {
    if (before) queryClient.setQueryData(METRIC_LIST_KEY, before);
  };
}
