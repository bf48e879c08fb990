import type { TUsersQuery } from '@guestloop/contracts';
import { PENDING_INVITES_KEY, USERS_KEY } from '@/entities/users';

/** Query keys of the users section, under the shared USERS_KEY (roles and locations are entities too). */
export const USERS_KEYS = {
  all: USERS_KEY,
  list: (query: Partial<TUsersQuery>) => [...USERS_KEY, 'list', query] as const,
  locationsOf: (id: string) => [...USERS_KEY, 'locations', id] as const,
  pendingInvites: PENDING_INVITES_KEY,
};
