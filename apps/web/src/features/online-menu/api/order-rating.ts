import {
  type TMetricPublic,
  type TOrder,
  type TOrderRating,
  type TRateBody,
  ZMetricPublic,
  ZOrderRating,
  ZRateResult,
} from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Not under the order's own key: the live stream cancels and re-reads that key on every event, which
 * would drop this answer on its way.
 */
const ratingKey = (orderSlug: string) => ['online-menu', 'order-rating', orderSlug] as const;

/** After the food: a served, delivered or closed order, or a paid one (not cancelled). */
export function orderMayBeRated(order: Pick<TOrder, 'status' | 'paid'>): boolean {
  if (order.status === 'cancelled') return false;
  return order.paid || ['served', 'delivered', 'closed'].includes(order.status);
}

/**
 * GET /order/{slug}/rating: whether the guest may rate the order now, its dishes, or what they
 * gave. Quiet: the card simply stays away when the answer does not come (another guest's order).
 */
export const orderRatingQuery = (orderSlug: string) =>
  queryOptions({
    queryKey: ratingKey(orderSlug),
    queryFn: async ({ signal }): Promise<TOrderRating | null> => {
      const answer = await api.get(`/order/${encodeURIComponent(orderSlug)}/rating`, {
        schema: ZOrderRating,
        signal,
        quiet: true,
      });
      if (answer === false && signal.aborted) throw signal.reason;
      return answer === false ? null : answer;
    },
  });

export function useOrderRating(order: TOrder) {
  return useQuery({ ...orderRatingQuery(order.slug), enabled: orderMayBeRated(order) });
}

/** The metric's public view, for its review sites (offered to every guest after rating). */
export function useRatingMetric(slug: string | null) {
  return useQuery({
    queryKey: ['online-menu', 'rating-metric', slug],
    queryFn: async ({ signal }): Promise<TMetricPublic | null> => {
      const answer = await api.get(`/metric/by-slug/${encodeURIComponent(slug ?? '')}`, {
        schema: ZMetricPublic,
        signal,
        quiet: true,
      });
      return answer === false ? null : answer;
    },
    enabled: Boolean(slug),
    staleTime: 5 * 60_000,
  });
}

/** POST /rate with the order and its dishes; the card reads the order's rating again afterwards. */
export function useRateOrder(orderSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRateBody) => api.post('/rate', body, { schema: ZRateResult }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKey(orderSlug) }),
  });
}
