import { type TMenuList, ZMenuList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MENU_LIST_KEY } from './menu-cache';

/** GET /online-menus: the company's menus, newest first, with their category and item counts. */
export function listMenus(signal?: AbortSignal): Promise<TMenuList> {
  return api.get('/online-menus', { schema: ZMenuList, signal });
}

export const menuListQuery = queryOptions({
  queryKey: MENU_LIST_KEY,
  queryFn: ({ signal }) => listMenus(signal),
});

export function useMenuList() {
  return useQuery(menuListQuery);
}
