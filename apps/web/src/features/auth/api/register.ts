import type { TRegisterBody } from '@guestloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';

export type RegisterInput = Omit<TRegisterBody, 'captchaToken'>;

/**
 * POST /register: a new address gets a pending account and its activation link, one that has an
 * account a notice to its owner. The answer is the same either way (no session yet).
 */
export async function register(body: TRegisterBody): Promise<void> {
  await api.post('/register', body);
}

export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) =>
      register({ ...input, captchaToken: await getCaptchaToken('register') }),
  });
}
