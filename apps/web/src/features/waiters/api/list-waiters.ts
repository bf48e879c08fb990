import { ZWaiterList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WAITER_LIST_KEY } from './keys';

/** GET /online-menu/waiters: the members who answer waiter calls, with the tables they serve. */
export function listWaiters(signal?: AbortSignal) {
  return api.get('/online-menu/waiters', { schema: ZWaiterList, signal });
}

export const waiterListQuery = queryOptions({
  queryKey: WAITER_LIST_KEY,
  queryFn: ({ signal }) => listWaiters(signal),
});

export function useWaiters() {
  return useQuery(waiterListQuery);
}
