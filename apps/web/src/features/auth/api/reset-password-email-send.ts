import type { TResetPasswordEmailSendBody } from '@guestloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';

/** POST /reset-password-email-send: mails a reset link when an account has this address. */
export async function resetPasswordEmailSend(body: TResetPasswordEmailSendBody): Promise<void> {
  await api.post('/reset-password-email-send', body);
}

export function useResetPasswordEmailSend() {
  return useMutation({
    mutationFn: async (input: { email: string }) =>
      resetPasswordEmailSend({ ...input, captchaToken: await getCaptchaToken('reset_password') }),
  });
}
