import {
  type TWaiterCall,
  type TWaiterCallState,
  ZWaiterCall,
  ZWaiterCallEnabled,
  ZWaiterCallState,
} from '@guestloop/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const path = (tableId: string, what: string) => `/waiter-call/${encodeURIComponent(tableId)}/${what}`;

export const waiterCallEnabledQuery = (tableId: string) =>
  queryOptions({
    queryKey: ['online-menu', 'waiter-call', tableId, 'enabled'],
    queryFn: async ({ signal }) => {
      const answer = await api.get(path(tableId, 'enabled'), {
        schema: ZWaiterCallEnabled,
        signal,
        quiet: true,
      });
      return answer === false ? false : answer.enabled;
    },
    staleTime: 5 * 60_000,
  });

export const waiterCallStatusQuery = (tableId: string) =>
  queryOptions({
    queryKey: ['online-menu', 'waiter-call', tableId, 'status'],
    queryFn: ({ signal }) => api.get(path(tableId, 'status'), { schema: ZWaiterCallState, signal }),
  });

export function useWaiterCallEnabled(tableId: string | undefined) {
  return useQuery({ ...waiterCallEnabledQuery(tableId ?? ''), enabled: Boolean(tableId) });
}

/** The table's open call; re-read every `pollMs` while a call is open and no stream tells us. */
export function useWaiterCallStatus(tableId: string | undefined, pollMs: number | false) {
  return useQuery({
    ...waiterCallStatusQuery(tableId ?? ''),
    enabled: Boolean(tableId),
    refetchInterval: (query) => (query.state.data?.open ? pollMs : false),
  });
}

/** A call from the live stream (made or handled) becomes the table's state. */
export function storeWaiterCall(queryClient: QueryClient, call: TWaiterCall): void {
  const state: TWaiterCallState = { open: call.status === 'open' ? call : null };
  queryClient.setQueryData(waiterCallStatusQuery(call.tableId).queryKey, state);
}

export function useCallWaiter(tableId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(path(tableId, 'create'), { kind: 'waiter' }, { schema: ZWaiterCall }),
    onSuccess: (call) => storeWaiterCall(queryClient, call),
  });
}
