import { type TEditPasswordBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /profile/edit/password: needs the current password (400 WRONG_PASSWORD); other sessions end. */
export function editPassword(body: TEditPasswordBody): Promise<TUser> {
  return api.post('/profile/edit/password', body, { schema: ZUser });
}

export function useEditPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editPassword, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
