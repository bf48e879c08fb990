import {
  type TEnableUserIntegrationBody,
  type TIntegration,
  type TUserIntegrationServiceBody,
  ZIntegration,
  ZOk,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_INTEGRATIONS_KEY } from './get-user-integrations';

/** POST /user/integration/enable: turns a service on for oneself (its answer may carry a connect link). */
export function enableUserIntegration(body: TEnableUserIntegrationBody): Promise<TIntegration> {
  return api.post('/user/integration/enable', body, { schema: ZIntegration });
}

/** POST /user/integration/delete: disconnects a service from oneself. */
export function deleteUserIntegration(body: TUserIntegrationServiceBody) {
  return api.post('/user/integration/delete', body, { schema: ZOk });
}

export function useEnableUserIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableUserIntegration,
    onSuccess: (saved) =>
      queryClient.setQueryData<TIntegration[]>(USER_INTEGRATIONS_KEY, (list) =>
        list?.map((item) => (item.serviceUid === saved.serviceUid ? saved : item)),
      ),
  });
}

export function useDeleteUserIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_INTEGRATIONS_KEY }),
  });
}
