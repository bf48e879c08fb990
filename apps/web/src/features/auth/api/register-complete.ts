import { type TRegisterCompleteBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /register-complete: creates the signed-in user's company. */
export function registerComplete(body: TRegisterCompleteBody): Promise<TUser> {
  return api.post('/register-complete', body, { schema: ZUser });
}

export function useRegisterComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerComplete,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
