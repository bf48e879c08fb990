import { ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';
import { setCurrentUser } from '@/lib/session';

/** POST /login from a guest page (401 INVALID_CREDENTIALS, 403 ACCOUNT_NOT_ACTIVATED). */
export function useGuestSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) =>
      api.post(
        '/login',
        { ...input, captchaToken: await getCaptchaToken('login').catch(() => undefined) },
        { schema: ZUser },
      ),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
