import { type TLoginWithGoogleBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /login-with-google: signs in with the ID token Google handed to the page. */
export function loginWithGoogle(body: TLoginWithGoogleBody): Promise<TUser> {
  return api.post('/login-with-google', body, { schema: ZUser });
}

export function useLoginWithGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithGoogle,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
