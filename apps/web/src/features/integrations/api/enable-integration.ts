import { type TEnableIntegrationBody, type TIntegration, ZIntegration } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceIntegration } from './save-integration';

/** POST /structure/integration/enable: turns a configured service on or off. */
export function enableIntegration(body: TEnableIntegrationBody): Promise<TIntegration> {
  return api.post('/structure/integration/enable', body, { schema: ZIntegration });
}

export function useEnableIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableIntegration,
    onSuccess: (saved) => replaceIntegration(queryClient, saved),
  });
}
