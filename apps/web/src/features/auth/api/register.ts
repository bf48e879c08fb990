import { type TRegisterBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';

export type RegisterInput = Omit<TRegisterBody, 'captchaToken'>;

/** POST /register: creates a pending account and mails its activation link (no session yet). */
export function register(body: TRegisterBody): Promise<TUser> {
  return api.post('/register', body, { schema: ZUser });
}

export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) =>
      register({ ...input, captchaToken: await getCaptchaToken('register') }),
  });
}
