import {
  type TIntegrationCheck,
  type TIntegrationServiceBody,
  ZIntegrationCheck,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STRUCTURE_INTEGRATIONS_KEY } from './keys';

/** POST /structure/integration/check: calls the service with the stored values and says what is wrong. */
export function checkIntegration(body: TIntegrationServiceBody): Promise<TIntegrationCheck> {
  return api.post('/structure/integration/check', body, { schema: ZIntegrationCheck });
}

export function useCheckIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIntegration,
    // The service's connected state and last check changed with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: STRUCTURE_INTEGRATIONS_KEY }),
  });
}
