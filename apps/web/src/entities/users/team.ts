import {
  type TPendingInviteList,
  type TStaffUserPage,
  ZPendingInviteList,
  ZStaffUserPage,
} from '@guestloop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USERS_KEY } from './users-key';

/** The key of the invitations nobody has accepted yet: sending, resending or revoking one invalidates it. */
export const PENDING_INVITES_KEY = [...USERS_KEY, 'pending-invites'] as const;

/** GET /invites: the invitations nobody has accepted yet, newest first. */
export function getPendingInvites(signal?: AbortSignal): Promise<TPendingInviteList> {
  return api.get('/invites', { schema: ZPendingInviteList, signal });
}

export const pendingInvitesQuery = queryOptions({
  queryKey: PENDING_INVITES_KEY,
  queryFn: ({ signal }) => getPendingInvites(signal),
});

const FIRST_MEMBER = { page: 1, pageSize: 1 } as const;

/** GET /users with one row: how many members the company has (`total`), kept with the users list's pages. */
export const teamSizeQuery = queryOptions({
  queryKey: [...USERS_KEY, 'list', FIRST_MEMBER] as const,
  queryFn: ({ signal }): Promise<TStaffUserPage> =>
    api.get('/users', { query: { ...FIRST_MEMBER }, schema: ZStaffUserPage, signal }),
});
