import { type TDeletedRatings, type TMetricList, ZDeletedRatings, ZOk } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { METRIC_LIST_KEY } from '@/entities/metrics';
import { api } from '@/lib/api-client';

/** DELETE /metric/{slug}/item: the metric goes with its ratings; its printed stickers stop working. */
export function deleteMetric(slug: string): Promise<unknown> {
  return api.delete(`/metric/${encodeURIComponent(slug)}/item`, { schema: ZOk });
}

export function useDeleteMetric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMetric,
    onSuccess: (_ok, slug) => {
      queryClient.setQueryData<TMetricList>(METRIC_LIST_KEY, (list) =>
        list ? { items: list.items.filter((item) => item.slug !== slug) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: METRIC_LIST_KEY });
    },
  });
}

/** DELETE /metric/edit/{slug}/answers: every rating of the metric goes; the metric stays. */
export function clearRatings(slug: string): Promise<TDeletedRatings> {
  return api.delete(`/metric/edit/${encodeURIComponent(slug)}/answers`, { schema: ZDeletedRatings });
}

export function useClearRatings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearRatings(slug),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: METRIC_LIST_KEY }),
  });
}
