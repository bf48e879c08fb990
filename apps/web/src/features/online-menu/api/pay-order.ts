import { type TOrder, ZOrder } from '@guestloop/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const orderQueryKey = (orderSlug: string) => ['online-menu', 'order', orderSlug] as const;

/** GET /order/{slug}: the guest's order as the server priced it. */
export function getOrder(orderSlug: string, signal?: AbortSignal) {
  return api.get(`/order/${encodeURIComponent(orderSlug)}`, { schema: ZOrder, signal });
}

export const payOrderQuery = (orderSlug: string) =>
  queryOptions({
    queryKey: orderQueryKey(orderSlug),
    queryFn: ({ signal }) => getOrder(orderSlug, signal),
    enabled: orderSlug.length > 0,
  });

export function usePayOrder(orderSlug: string) {
  return useQuery(payOrderQuery(orderSlug));
}

/** A call that answers the changed order (taking bonus) puts it where every page reads it. */
export function putOrder(queryClient: QueryClient, order: TOrder): void {
  queryClient.setQueryData(orderQueryKey(order.slug), order);
}
