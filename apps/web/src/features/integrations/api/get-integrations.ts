import { type TIntegration, ZIntegrationList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STRUCTURE_INTEGRATIONS_KEY } from './keys';

/** GET /structure/integrations: every company service of the catalogue with the company's state. */
export function getIntegrations(signal?: AbortSignal): Promise<TIntegration[]> {
  return api.get('/structure/integrations', { schema: ZIntegrationList, signal });
}

export const integrationsQuery = queryOptions({
  queryKey: STRUCTURE_INTEGRATIONS_KEY,
  queryFn: ({ signal }) => getIntegrations(signal),
});

export function useIntegrations() {
  return useQuery(integrationsQuery);
}
