import { type TMenuList, ZMenuList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** Every menu query lives under MENUS_KEY (the menus feature keeps each menu at `['menus', 'one', slug]`). */
export const MENUS_KEY = ['menus'] as const;
/** The one key of the company's menu list: whatever creates, renames or deletes a menu invalidates it. */
export const MENU_LIST_KEY = [...MENUS_KEY, 'list'] as const;

/**
 * GET /online-menus: the company's menus, newest first, with their category and item counts.
 * Reading them needs `menus.manage`; someone without it gets an empty list (pages then show
 * slugs instead of titles), so sections open to other roles can use the list as it is.
 */
export async function listMenus(signal?: AbortSignal): Promise<TMenuList> {
  try {
    return await api.get('/online-menus', { schema: ZMenuList, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { items: [] };
    throw error;
  }
}

export const menuListQuery = queryOptions({
  queryKey: MENU_LIST_KEY,
  queryFn: ({ signal }) => listMenus(signal),
});

/** The menu list; `enabled: false` (e.g. without `menus.manage`) does not ask at all. */
export function useMenuList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...menuListQuery, enabled });
}

/** A menu's title from the list, or null while unknown (or for someone who cannot list menus). */
export function useMenuTitle(slug: string): string | null {
  return useMenuList().data?.items.find((menu) => menu.slug === slug)?.title ?? null;
}
