import {
  type TAcceptInviteBody,
  type TAcceptInviteWithGoogleBody,
  type TUser,
  ZUser,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /invite/{code}: creates the account in the company with the invitation's role and signs in. */
export function acceptInvite(code: string, body: TAcceptInviteBody): Promise<TUser> {
  return api.post(`/invite/${encodeURIComponent(code)}`, body, { schema: ZUser });
}

/** POST /invite-with-google/{code}: the same with a Google ID token. */
export function acceptInviteWithGoogle(code: string, body: TAcceptInviteWithGoogleBody): Promise<TUser> {
  return api.post(`/invite-with-google/${encodeURIComponent(code)}`, body, { schema: ZUser });
}

export function useAcceptInvite(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAcceptInviteBody) => acceptInvite(code, body),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

export function useAcceptInviteWithGoogle(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAcceptInviteWithGoogleBody) => acceptInviteWithGoogle(code, body),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
