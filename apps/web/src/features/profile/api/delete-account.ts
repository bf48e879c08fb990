import type { TDeleteAccountBody } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /profile/delete-account: deletes the signed-in user (password when the account has one). */
export async function deleteAccount(body: TDeleteAccountBody): Promise<void> {
  await api.post('/profile/delete-account', body);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      setCurrentUser(queryClient, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'app',
      });
    },
  });
}
