import { type TIntegrationServiceBody, ZOk } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { INTEGRATIONS_KEY } from './keys';

/** POST /structure/integration/delete: removes a service with its secrets and collectors. */
export function deleteIntegration(body: TIntegrationServiceBody) {
  return api.post('/structure/integration/delete', body, { schema: ZOk });
}

export function useDeleteIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}
