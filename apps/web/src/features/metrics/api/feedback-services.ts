import { type TFeedbackServiceList, ZFeedbackServiceList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { METRICS_FEATURE_KEY } from './keys';

/** GET /feedback-services: the public review sites a metric may link to. */
export function listFeedbackServices(signal?: AbortSignal): Promise<TFeedbackServiceList> {
  return api.get('/feedback-services', { schema: ZFeedbackServiceList, signal, cache: true });
}

export const feedbackServicesQuery = queryOptions({
  queryKey: [...METRICS_FEATURE_KEY, 'feedback-services'],
  queryFn: ({ signal }) => listFeedbackServices(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useFeedbackServices() {
  return useQuery(feedbackServicesQuery);
}
