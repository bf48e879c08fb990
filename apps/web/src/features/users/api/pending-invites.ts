import { type TInviteCreated, ZInviteCreated, ZOk } from '@guestloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pendingInvitesQuery } from '@/entities/users';
import { api } from '@/lib/api-client';
import { USERS_KEYS } from './keys';

/** The pending invitations (shared server data: the dashboard's go-live list reads them too). */
export function usePendingInvites() {
  return useQuery(pendingInvitesQuery);
}

/** POST /invites/{id}/resend: a new link and date (the old link stops working), mailed when it has an address. */
export function resendInvite(id: string): Promise<TInviteCreated> {
  return api.post(`/invites/${encodeURIComponent(id)}/resend`, {}, { schema: ZInviteCreated });
}

/** DELETE /invites/{id}: the invitation is withdrawn and its link stops working. */
export function revokeInvite(id: string) {
  return api.delete(`/invites/${encodeURIComponent(id)}`, { schema: ZOk });
}

function useRefreshingMutation<TArg, TResult>(mutationFn: (arg: TArg) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEYS.pendingInvites }),
  });
}

export const useResendInvite = () => useRefreshingMutation(resendInvite);
export const useRevokeInvite = () => useRefreshingMutation(revokeInvite);
