import { type TRegisterWithGoogleBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /register-with-google: creates (or signs in) the account of a Google ID token. */
export function registerWithGoogle(body: TRegisterWithGoogleBody): Promise<TUser> {
  return api.post('/register-with-google', body, { schema: ZUser });
}

export function useRegisterWithGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerWithGoogle,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
