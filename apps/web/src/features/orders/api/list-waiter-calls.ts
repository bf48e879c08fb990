import { type TWaiterCallList, ZWaiterCallList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { waiterCallsKey } from './keys';

/** GET /online-menu/waiter-calls: the company's open calls, longest waiting first. */
export function listWaiterCalls(signal?: AbortSignal): Promise<TWaiterCallList> {
  return api.get('/online-menu/waiter-calls', { schema: ZWaiterCallList, signal });
}

export const waiterCallsQuery = queryOptions({
  queryKey: waiterCallsKey,
  queryFn: ({ signal }) => listWaiterCalls(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useWaiterCalls(enabled = true) {
  return useQuery({ ...waiterCallsQuery, enabled });
}
