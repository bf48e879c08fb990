import type { TUsersQuery } from '@guestloop/contracts';

/**
 * Query keys of the users section. `['roles', 'list']` is the same key (and the same answer,
 * GET /roles) the roles section uses, so a change made there shows here and the other way round.
 */
export const USERS_KEYS = {
  all: ['users'] as const,
  list: (query: Partial<TUsersQuery>) => ['users', 'list', query] as const,
  locationsOf: (id: string) => ['users', 'locations', id] as const,
  roles: ['roles', 'list'] as const,
  companyLocations: ['locations', 'all'] as const,
};
