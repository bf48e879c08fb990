import { type TMenu, type TMenuInfo, type TUpdateMenuBody, ZMenuInfo } from '@guestloop/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { MENU_LIST_KEY } from '@/entities/menus';
import { api } from '@/lib/api-client';
import { menuKey } from './menu-cache';

/** POST /online-menu/edit/{slug}: fields left out are kept; a settings section sent is replaced. */
export function updateMenu(slug: string, body: TUpdateMenuBody): Promise<TMenuInfo> {
  return api.post(`/online-menu/edit/${encodeURIComponent(slug)}`, body, { schema: ZMenuInfo });
}

/**
 * A changed menu's fields into the editor's cache, keeping its categories. A new slug is a new
 * key: the record moves there and the old key is dropped.
 */
export function storeMenuInfo(queryClient: QueryClient, oldSlug: string, info: TMenuInfo): void {
  const before = queryClient.getQueryData<TMenu>(menuKey(oldSlug));
  if (before) queryClient.setQueryData<TMenu>(menuKey(info.slug), { ...before, ...info });
  if (info.slug !== oldSlug) queryClient.removeQueries({ queryKey: menuKey(oldSlug) });
  void queryClient.invalidateQueries({ queryKey: MENU_LIST_KEY });
}

export function useUpdateMenu(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateMenuBody) => updateMenu(slug, body),
    onSuccess: (info) => storeMenuInfo(queryClient, slug, info),
  });
}
