import { type TIntegrateEmailBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /email/integrate-email: mails a confirmation link to a new address (it switches once opened). */
export function integrateEmail(body: TIntegrateEmailBody): Promise<TUser> {
  return api.post('/email/integrate-email', body, { schema: ZUser });
}

export function useIntegrateEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: integrateEmail, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
