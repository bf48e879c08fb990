import type {
  TResetPasswordEmailSendBody,
  TSendGuestCodeBody,
  TUpdateCustomerBody,
  TUser,
  TVerifyGuestCodeBody,
} from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';

/**
 * A guest's account on the QR page: signing in by a one-time code mailed to them (no password),
 * signing out, and the reset link of an account that has a password. Answers are not checked
 * against the contracts: no zod on a guest page.
 */

/** The app's session query (lib/session `CURRENT_USER_KEY`), read here without its schema. */
export const SESSION_KEY = ['session', 'current-user'] as const;

/** GET /profile: who is signed in, or null (401 is not an error). */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async ({ signal }): Promise<TUser | null> => {
    try {
      return await api.get<TUser>('/profile', { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

export interface SendCodeInput {
  email: string;
  language: TSendGuestCodeBody['language'];
  /** Sign-up: the name the new account gets (the device's guest identity carries it to the account). */
  name?: string;
}

/**
 * POST /customer/sign-in/code (with a captcha token when the server asks for one): mails the
 * code. For a sign-up, the name first goes on this device's guest identity (POST
 * /customer/create/qr-info/{slug}, safe to repeat, then PUT /customer): an address without an
 * account gets one named so when its code is used.
 */
export function useSendCode(slug: string) {
  return useMutation({
    mutationFn: async ({ email, language, name }: SendCodeInput) => {
      if (name) {
        await api.post(`/customer/create/qr-info/${encodeURIComponent(slug)}`);
        const details: TUpdateCustomerBody = { name };
        await api.put('/customer', details);
      }
      const captchaToken = await getCaptchaToken('guest_sign_in').catch(() => undefined);
      const body: TSendGuestCodeBody = { email, language, ...(captchaToken ? { captchaToken } : {}) };
      await api.post('/customer/sign-in/code', body);
    },
  });
}

/**
 * POST /customer/sign-in/verify: the mailed code signs the guest in (400 CODE_INVALID with
 * `details.triesLeft`, CODE_EXPIRED; 429 CODE_TOO_MANY_TRIES). The answer becomes the session.
 */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVerifyGuestCodeBody) => api.post<TUser>('/customer/sign-in/verify', body),
    onSuccess: (user) => queryClient.setQueryData(SESSION_KEY, user),
  });
}

/** POST /logout. Signed out on the page either way: a failed call must not leave the name shown. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/logout'),
    onSettled: () => queryClient.setQueryData(SESSION_KEY, null),
  });
}

/**
 * POST /reset-password-email-send: a link to set a new password, mailed when an account with a
 * password uses the address (the answer is the same either way).
 */
export function useSendResetLink() {
  return useMutation({
    mutationFn: async (email: string) => {
      const captchaToken = await getCaptchaToken('reset_password').catch(() => undefined);
      const body: TResetPasswordEmailSendBody = { email, ...(captchaToken ? { captchaToken } : {}) };
      await api.post('/reset-password-email-send', body);
    },
  });
}
