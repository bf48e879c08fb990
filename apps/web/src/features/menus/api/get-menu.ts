import { type TMenu, ZMenu } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { menuKey } from './menu-cache';

/** GET /online-menu/edit/{slug}: the whole menu for the editor, categories and items by position. */
export function getMenu(slug: string, signal?: AbortSignal): Promise<TMenu> {
  return api.get(`/online-menu/edit/${encodeURIComponent(slug)}`, { schema: ZMenu, signal });
}

export const menuQuery = (slug: string) =>
  queryOptions({ queryKey: menuKey(slug), queryFn: ({ signal }) => getMenu(slug, signal) });

export function useMenu(slug: string) {
  return useQuery(menuQuery(slug));
}
