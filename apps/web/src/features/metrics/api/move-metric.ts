import { type TMetric, ZMetric } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeMetric } from './metric-cache';

/** PUT /metric-location/{slug}: the metric moves to another location (its sub-locations are dropped). */
export function moveMetric(slug: string, locationId: string): Promise<TMetric> {
  return api.put(`/metric-location/${encodeURIComponent(slug)}`, { locationId }, { schema: ZMetric });
}

export function useMoveMetric(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locationId: string) => moveMetric(slug, locationId),
    onSuccess: (metric) => storeMetric(queryClient, metric),
  });
}
