import type { TDeleteAccountBody } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetAccount } from '@/entities/session';
import { api } from '@/lib/api-client';

/** POST /profile/delete-account: deletes the signed-in user (password when the account has one). */
export async function deleteAccount(body: TDeleteAccountBody): Promise<void> {
  await api.post('/profile/delete-account', body);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => forgetAccount(queryClient),
  });
}
