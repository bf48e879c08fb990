import { type TMetric, type TMetricType, ZMetric } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { METRIC_LIST_KEY } from '@/entities/metrics';
import { api } from '@/lib/api-client';

export interface CreateMetricInput {
  type: TMetricType;
  locationId: string;
}

/** POST /metric/{type}: a new metric at the location, with ready-made texts in the console's language. */
export function createMetric({ type, locationId }: CreateMetricInput): Promise<TMetric> {
  return api.post(`/metric/${type}`, { locationId }, { schema: ZMetric });
}

export function useCreateMetric() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMetric,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: METRIC_LIST_KEY }),
  });
}
