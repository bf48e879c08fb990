import { type TRoleList, ZRoleList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The key of GET /roles. The users section reads the same key with the same answer, so a role
 * made or renamed here shows in its pickers at once.
 */
export const ROLES_KEY = ['roles', 'list'] as const;

/** GET /roles: built-in roles first, then by name, each with how many people hold it. */
export function getRoles(signal?: AbortSignal): Promise<TRoleList> {
  return api.get('/roles', { schema: ZRoleList, signal });
}

export const rolesQuery = queryOptions({ queryKey: ROLES_KEY, queryFn: ({ signal }) => getRoles(signal) });

export function useRoles() {
  return useQuery(rolesQuery);
}
