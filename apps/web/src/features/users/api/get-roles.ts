import { type TRoleList, ZRoleList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USERS_KEYS } from './keys';

/** GET /roles: the company's roles (the role pickers and the role filter). */
export function getRoles(signal?: AbortSignal): Promise<TRoleList> {
  return api.get('/roles', { schema: ZRoleList, signal });
}

export const rolesQuery = queryOptions({
  queryKey: USERS_KEYS.roles,
  queryFn: ({ signal }) => getRoles(signal),
});

export function useRoles() {
  return useQuery(rolesQuery);
}
