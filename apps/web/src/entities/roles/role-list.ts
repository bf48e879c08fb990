import { type TRoleList, ZRoleList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The one key of the company's roles: role changes, and user changes (holder counts), invalidate it. */
export const ROLE_LIST_KEY = ['roles', 'list'] as const;

/** GET /roles: built-in roles first, then by name, each with its permissions and how many people hold it. */
export function listRoles(signal?: AbortSignal): Promise<TRoleList> {
  return api.get('/roles', { schema: ZRoleList, signal });
}

export const roleListQuery = queryOptions({
  queryKey: ROLE_LIST_KEY,
  queryFn: ({ signal }) => listRoles(signal),
});

export function useRoleList() {
  return useQuery(roleListQuery);
}
