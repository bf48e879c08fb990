import { type TMenuList, ZMenuList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { menusKey } from './keys';

/**
 * GET /online-menus: names for the menu filter and the board links. Reading them needs
 * `menus.manage`; without it the list is empty and menus are shown by their slug.
 */
export async function listMenus(signal?: AbortSignal): Promise<TMenuList> {
  try {
    return await api.get('/online-menus', { schema: ZMenuList, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { items: [] };
    throw error;
  }
}

export const menusQuery = queryOptions({
  queryKey: menusKey,
  queryFn: ({ signal }) => listMenus(signal),
  staleTime: 5 * 60_000,
});

export function useMenus() {
  return useQuery(menusQuery);
}
