import { type TStaffUserPage, type TUsersQuery, ZStaffUserPage } from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USERS_KEYS } from './keys';

export type UsersFilter = Pick<TUsersQuery, 'page' | 'pageSize'> & Partial<TUsersQuery>;

/** GET /users: one page of the company's staff, by name. */
export function getUsers(query: UsersFilter, signal?: AbortSignal): Promise<TStaffUserPage> {
  return api.get('/users', { query: { ...query }, schema: ZStaffUserPage, signal });
}

export const usersQuery = (query: UsersFilter) =>
  queryOptions({
    queryKey: USERS_KEYS.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // Paging and filtering keep the old rows on screen until the new page arrives.
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersFilter) {
  return useQuery(usersQuery(query));
}
