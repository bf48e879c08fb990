import { type TOrder, ZOrder } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKey } from './keys';

/** GET /order/{slug}: one order with its lines, totals and payment. */
export function getOrder(slug: string, signal?: AbortSignal): Promise<TOrder> {
  return api.get(`/order/${encodeURIComponent(slug)}`, { schema: ZOrder, signal });
}

export const orderQuery = (slug: string) =>
  queryOptions({ queryKey: orderKey(slug), queryFn: ({ signal }) => getOrder(slug, signal) });

export function useOrder(slug: string) {
  return useQuery(orderQuery(slug));
}
