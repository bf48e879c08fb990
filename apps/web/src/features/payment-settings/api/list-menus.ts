import { type TMenuList, ZMenuList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MENU_LIST_KEY } from './keys';

/**
 * GET /online-menus: the company's menus, for the page titles and links to each menu's payment
 * settings. It needs `menus.manage`; without it the pages do without titles and links.
 */
export function listMenus(signal?: AbortSignal): Promise<TMenuList> {
  return api.get('/online-menus', { schema: ZMenuList, signal });
}

export const menuListQuery = queryOptions({
  queryKey: MENU_LIST_KEY,
  queryFn: ({ signal }) => listMenus(signal),
});

export function useMenuList(enabled = true) {
  return useQuery({ ...menuListQuery, enabled });
}
