import {
  isActiveWaiterCall,
  type TWaiterCall,
  type TWaiterCallList,
  type TWaiterCallsQuery,
  ZWaiterCallList,
} from '@guestloop/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type WaiterCallScope = TWaiterCallsQuery['scope'];

/** The root key of every staff query about waiter calls (the boards' lists, a waiter's home). */
export const WAITER_CALLS_KEY = ['waiter-calls'] as const;
export const waiterCallsKey = (scope: WaiterCallScope) => [...WAITER_CALLS_KEY, 'list', scope] as const;

/**
 * GET /online-menu/waiter-calls: the calls waiting for an answer, longest waiting first; `mine`:
 * those of the member's tables and of tables nobody serves.
 */
export function listWaiterCalls(scope: WaiterCallScope, signal?: AbortSignal): Promise<TWaiterCallList> {
  return api.get('/online-menu/waiter-calls', { query: { scope }, schema: ZWaiterCallList, signal });
}

export const waiterCallsQuery = (scope: WaiterCallScope) =>
  queryOptions({
    queryKey: waiterCallsKey(scope),
    queryFn: ({ signal }) => listWaiterCalls(scope, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useWaiterCalls(scope: WaiterCallScope, enabled = true) {
  return useQuery({ ...waiterCallsQuery(scope), enabled });
}

/** The list with `call` in its new state: replaced where it was, gone once handled. */
export function withCall(list: readonly TWaiterCall[], call: TWaiterCall, addNew: boolean): TWaiterCall[] {
  const known = list.some((item) => item.id === call.id);
  if (!isActiveWaiterCall(call.status)) return list.filter((item) => item.id !== call.id);
  if (known) return list.map((item) => (item.id === call.id ? call : item));
  return addNew ? [...list, call] : [...list];
}

/**
 * A changed call (a live event or the answer of a staff action) goes into every cached list. The
 * list of all takes a new call at once; whether a new call is one of `mine` only the server
 * knows (who serves its table), so that list is read again.
 */
export function applyCall(queryClient: QueryClient, call: TWaiterCall): void {
  queryClient.setQueryData<TWaiterCallList>(waiterCallsKey('all'), (data) =>
    data ? { items: withCall(data.items, call, true) } : data,
  );
  const mine = queryClient.getQueryData<TWaiterCallList>(waiterCallsKey('mine'));
  if (!mine) return;
  if (mine.items.some((item) => item.id === call.id) || !isActiveWaiterCall(call.status)) {
    queryClient.setQueryData<TWaiterCallList>(waiterCallsKey('mine'), {
      items: withCall(mine.items, call, false),
    });
  } else {
    void queryClient.invalidateQueries({ queryKey: waiterCallsKey('mine'), exact: true });
  }
}
