import { type TOrder, ZOrder } from '@guestloop/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getOrder(orderSlug: string, signal?: AbortSignal): Promise<TOrder> {
  return api.get(`/order/${encodeURIComponent(orderSlug)}`, { schema: ZOrder, signal });
}

export const orderQuery = (orderSlug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'order', orderSlug],
    queryFn: ({ signal }) => getOrder(orderSlug, signal),
    staleTime: 2_000,
  });

/**
 * The order page's order, re-read every `pollMs` while no live stream carries its changes and it
 * can still change (a closed or cancelled order is not polled).
 */
export function useOrder(orderSlug: string, pollMs: number | false = false) {
  return useQuery({
    ...orderQuery(orderSlug),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'closed' || status === 'cancelled' ? false : pollMs;
    },
  });
}

/** An answer that carries the whole order (tips, ask-cash, live events) replaces the cached one. */
export function storeOrder(queryClient: QueryClient, order: TOrder): void {
  queryClient.setQueryData(orderQuery(order.slug).queryKey, order);
}
