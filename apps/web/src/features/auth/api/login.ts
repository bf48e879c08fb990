import { type TLoginBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';
import { setCurrentUser } from '@/lib/session';

export type LoginInput = Omit<TLoginBody, 'captchaToken'>;

/** POST /login: signs in with e-mail and password (401 INVALID_CREDENTIALS, 403 ACCOUNT_NOT_ACTIVATED). */
export function login(body: TLoginBody): Promise<TUser> {
  return api.post('/login', body, { schema: ZUser });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) =>
      login({ ...input, captchaToken: await getCaptchaToken('login') }),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
