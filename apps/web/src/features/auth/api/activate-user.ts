import { type TActivateUserBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/**
 * POST /activate-user: the token of a mailed link (activation, or confirmation of a new address);
 * answers the signed-in user.
 */
export function activateUser(body: TActivateUserBody): Promise<TUser> {
  return api.post('/activate-user', body, { schema: ZUser });
}

export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateUser,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
