import { type TIntegration, ZIntegrationList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The signed-in member's own connections (GET /user/integrations), under the integrations queries. */
export const USER_INTEGRATIONS_KEY = ['integrations', 'user'] as const;

/** GET /user/integrations: the services the signed-in member connects for themselves (Telegram). */
export function getUserIntegrations(signal?: AbortSignal): Promise<TIntegration[]> {
  return api.get('/user/integrations', { schema: ZIntegrationList, signal });
}

/** How often the list is read again while a connection waits for the member (e.g. Start in Telegram). */
export const WAITING_POLL_MS = 3000;

export const userIntegrationsQuery = queryOptions({
  queryKey: USER_INTEGRATIONS_KEY,
  queryFn: ({ signal }) => getUserIntegrations(signal),
  refetchInterval: (query) =>
    query.state.data?.some((i) => i.enabled && !i.connected) ? WAITING_POLL_MS : false,
});

export function useUserIntegrations() {
  return useQuery(userIntegrationsQuery);
}
