import { type TSendGuestCodeBody, ZOk, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';
import { setCurrentUser } from '@/lib/session';

/** What the guest pages know of the guest: read again once the guest signs in (the device's orders join the account). */
const GUEST_DATA = ['customer', 'my-orders', 'bonus', 'delivery-info'];

/**
 * POST /customer/sign-in/code: mails the guest a one-time code (ok for any address; 429 when
 * asked too often).
 */
export function useSendGuestCode() {
  return useMutation({
    mutationFn: async (input: Omit<TSendGuestCodeBody, 'captchaToken'>) =>
      api.post(
        '/customer/sign-in/code',
        { ...input, captchaToken: await getCaptchaToken('guest_sign_in').catch(() => undefined) },
        { schema: ZOk },
      ),
  });
}

/**
 * POST /customer/sign-in/verify: the mailed code signs the guest in (400 CODE_INVALID with
 * `details.triesLeft`, CODE_EXPIRED; 429 CODE_TOO_MANY_TRIES). The answer becomes the session.
 */
export function useVerifyGuestCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; code: string }) =>
      api.post('/customer/sign-in/verify', input, { schema: ZUser }),
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      for (const part of GUEST_DATA) void queryClient.invalidateQueries({ queryKey: ['online-menu', part] });
    },
  });
}
