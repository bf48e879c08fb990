import { type TMenuPageList, ZMenuPageList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pagesKey, pagesPath } from './keys';

/** GET /online-menu/edit/{slug}/pages: the menu's custom pages, by position. */
export function listMenuPages(menuSlug: string, signal?: AbortSignal): Promise<TMenuPageList> {
  return api.get(pagesPath(menuSlug), { schema: ZMenuPageList, signal });
}

export const menuPagesQuery = (menuSlug: string) =>
  queryOptions({ queryKey: pagesKey(menuSlug), queryFn: ({ signal }) => listMenuPages(menuSlug, signal) });

export function useMenuPages(menuSlug: string) {
  return useQuery(menuPagesQuery(menuSlug));
}
