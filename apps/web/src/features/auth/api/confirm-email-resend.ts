import type { TConfirmEmailResendBody } from '@guestloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /confirm-email-resend: mails the activation link of a pending account again. */
export async function confirmEmailResend(body: TConfirmEmailResendBody): Promise<void> {
  await api.post('/confirm-email-resend', body);
}

export function useConfirmEmailResend() {
  return useMutation({ mutationFn: confirmEmailResend });
}
