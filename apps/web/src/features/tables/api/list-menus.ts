import { type TMenuList, ZMenuList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { TABLES_KEY } from './keys';

/**
 * GET /online-menus: the menus a table's QR code can lead into. Reading them needs
 * `menus.manage`; without it the list is empty and the page says QR codes need a menu.
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
  queryKey: [...TABLES_KEY, 'menus'],
  queryFn: ({ signal }) => listMenus(signal),
});

export function useMenus() {
  return useQuery(menusQuery);
}
