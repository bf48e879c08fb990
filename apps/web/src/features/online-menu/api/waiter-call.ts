import {
  isActiveWaiterCall,
  type TCreateWaiterCallBody,
  type TWaiterCall,
  type TWaiterCallState,
  ZWaiterCall,
  ZWaiterCallEnabled,
  ZWaiterCallState,
} from '@guestloop/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const path = (tableId: string, what: string) => `/waiter-call/${encodeURIComponent(tableId)}/${what}`;
export const tableCallsLivePath = (tableId: string) => path(tableId, 'live');

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

/** The table's call still waiting; re-read every `pollMs` while there is one and no stream tells us. */
export function useWaiterCallStatus(tableId: string | undefined, pollMs: number | false) {
  return useQuery({
    ...waiterCallStatusQuery(tableId ?? ''),
    enabled: Boolean(tableId),
    refetchInterval: (query) => (query.state.data?.open ? pollMs : false),
  });
}

/** A call from a live stream or an answer (made, or a step staff took) becomes the table's state. */
export function storeWaiterCall(queryClient: QueryClient, call: TWaiterCall): void {
  const state: TWaiterCallState = { open: isActiveWaiterCall(call.status) ? call : null };
  queryClient.setQueryData(waiterCallStatusQuery(call.tableId).queryKey, state);
}

/** POST /waiter-call/{table}/create: a waiter, or the bill (by card or in cash); no order needed. */
export function useCallWaiter(tableId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateWaiterCallBody) =>
      api.post(path(tableId, 'create'), body, { schema: ZWaiterCall }),
    onSuccess: (call) => storeWaiterCall(queryClient, call),
  });
}
