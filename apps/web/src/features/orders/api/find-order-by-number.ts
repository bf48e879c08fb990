import type { TOrder } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_KEY } from './keys';
import { listOrders } from './list-orders';

/** The company's order with this number, or null. */
export async function findOrderByNumber(number: number, signal?: AbortSignal): Promise<TOrder | null> {
  const list = await listOrders({ number, page: 1, pageSize: 1 }, signal);
  return list.items[0] ?? null;
}

export const orderByNumberQuery = (number: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'by-number', number],
    queryFn: ({ signal }) => findOrderByNumber(number, signal),
  });

export function useOrderByNumber(number: number | null) {
  return useQuery({ ...orderByNumberQuery(number ?? 0), enabled: number !== null });
}
