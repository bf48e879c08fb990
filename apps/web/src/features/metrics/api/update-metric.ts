import { type TMetric, type TUpdateMetricBody, ZMetric } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeCachedMetric, storeMetric } from './metric-cache';

/** PUT /metric/{slug}: what is sent changes (the content is sent whole). */
export function updateMetric(slug: string, body: TUpdateMetricBody): Promise<TMetric> {
  return api.put(`/metric/${encodeURIComponent(slug)}`, body, { schema: ZMetric });
}

export function useUpdateMetric(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateMetricBody) => updateMetric(slug, body),
    onSuccess: (metric) => storeMetric(queryClient, metric),
  });
}

/** The active switch moves at once and springs back if the call fails. */
export function useSetMetricActive(metric: Pick<TMetric, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) => updateMetric(metric.slug, { isActive }),
    onMutate: (isActive) => changeCachedMetric(queryClient, metric.id, (item) => ({ ...item, isActive })),
    onError: (_error, _input, undo) => undo?.(),
    onSuccess: (saved) => storeMetric(queryClient, saved),
  });
}
