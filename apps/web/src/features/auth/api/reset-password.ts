import { type TResetPasswordBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /reset-password: sets a new password from a mailed link and signs the user in. */
export function resetPassword(body: TResetPasswordBody): Promise<TUser> {
  return api.post('/reset-password', body, { schema: ZUser });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
