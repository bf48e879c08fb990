import { type TEditProfileBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /profile/edit: the signed-in user's name. */
export function editProfile(body: TEditProfileBody): Promise<TUser> {
  return api.post('/profile/edit', body, { schema: ZUser });
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editProfile, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
