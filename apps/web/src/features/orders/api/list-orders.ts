import { type TOrderList, type TOrdersQuery, ZOrderList } from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderListKey } from './keys';

export type OrdersQueryInput = Partial<TOrdersQuery>;

/** GET /online-menu/orders: the company's orders, newest first, one page. */
export function listOrders(query: OrdersQueryInput, signal?: AbortSignal): Promise<TOrderList> {
  return api.get('/online-menu/orders', { query: { ...query }, schema: ZOrderList, signal });
}

export const ordersQuery = (query: OrdersQueryInput) =>
  queryOptions({
    queryKey: [...orderListKey, query],
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrdersQueryInput) {
  return useQuery(ordersQuery(query));
}
