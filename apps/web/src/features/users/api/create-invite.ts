import { type TInviteCreateBody, type TInviteCreated, ZInviteCreated } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USERS_KEYS } from './keys';

/** POST /invite-create: a single-use link into a role, mailed when an address is given. */
export function createInvite(body: TInviteCreateBody): Promise<TInviteCreated> {
  return api.post('/invite-create', body, { schema: ZInviteCreated });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEYS.pendingInvites }),
  });
}
