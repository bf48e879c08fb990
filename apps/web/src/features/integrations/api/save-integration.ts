import { type TIntegration, type TUpdateIntegrationBody, ZIntegration } from '@guestloop/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STRUCTURE_INTEGRATIONS_KEY } from './keys';

/** POST /structure/integration/update: settings and secrets (a blank secret keeps the stored one). */
export function saveIntegration(body: TUpdateIntegrationBody): Promise<TIntegration> {
  return api.post('/structure/integration/update', body, { schema: ZIntegration });
}

/** Puts a service's new state in the list the page shows. */
export function replaceIntegration(queryClient: QueryClient, saved: TIntegration) {
  queryClient.setQueryData<TIntegration[]>(STRUCTURE_INTEGRATIONS_KEY, (list) =>
    list?.map((item) => (item.serviceUid === saved.serviceUid ? saved : item)),
  );
}

export function useSaveIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIntegration,
    onSuccess: (saved) => replaceIntegration(queryClient, saved),
  });
}
