import type { TUsersQuery } from '@guestloop/contracts';

/** Query keys of the users section (roles and locations are the shared `@/entities/…`). */
export const USERS_KEYS = {
  all: ['users'] as const,
  list: (query: Partial<TUsersQuery>) => ['users', 'list', query] as const,
  locationsOf: (id: string) => ['users', 'locations', id] as const,
};
