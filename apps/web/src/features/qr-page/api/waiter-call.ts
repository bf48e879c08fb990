import type { TCreateWaiterCallBody, TWaiterCall, TWaiterCallState } from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The guest's waiter call of a table (the API's /waiter-call/{table}/…), without zod. */
const path = (tableId: string, what: string) => `/waiter-call/${encodeURIComponent(tableId)}/${what}`;

/** While a call waits, its state is read again this often: what staff did shows without a reload. */
export const WAITER_CALL_POLL_MS = 15_000;

/** GET …/enabled: whether the venue takes calls from this table; false when it cannot tell. */
export const waiterCallEnabledQuery = (tableId: string) =>
  queryOptions({
    queryKey: ['qr-page', 'waiter-call', tableId, 'enabled'],
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ enabled: boolean }>(path(tableId, 'enabled'), { signal, quiet: true });
      return answer !== false && answer.enabled === true;
    },
    staleTime: 5 * 60_000,
  });

/** GET …/status: the table's call still waiting for its answer, if any. */
export const waiterCallStatusQuery = (tableId: string) =>
  queryOptions({
    queryKey: ['qr-page', 'waiter-call', tableId, 'status'],
    queryFn: ({ signal }) => api.get<TWaiterCallState>(path(tableId, 'status'), { signal }),
  });

export function useWaiterCallEnabled(tableId: string) {
  return useQuery(waiterCallEnabledQuery(tableId));
}

export function useWaiterCallStatus(tableId: string, enabled: boolean) {
  return useQuery({
    ...waiterCallStatusQuery(tableId),
    enabled,
    refetchInterval: (query) => (query.state.data?.open ? WAITER_CALL_POLL_MS : false),
  });
}

/** POST …/create: a waiter to the table; a call still waiting is answered, not repeated. */
export function useCallWaiter(tableId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const body: TCreateWaiterCallBody = { kind: 'waiter' };
      return api.post<TWaiterCall>(path(tableId, 'create'), body);
    },
    onSuccess: (call) => {
      const state: TWaiterCallState = { open: call.status === 'handled' ? null : call };
      queryClient.setQueryData(waiterCallStatusQuery(tableId).queryKey, state);
    },
  });
}
