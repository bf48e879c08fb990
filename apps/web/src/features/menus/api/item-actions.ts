import { type TMenuChange, type TMenuItem, ZMenuChange, ZMenuItem } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeCachedMenu, putItem, refreshMenu } from './menu-cache';

const itemPath = (slug: string, action: string, itemId: string) =>
  `/online-menu/edit/${encodeURIComponent(slug)}/${action}/${encodeURIComponent(itemId)}`;

/** POST …/item/{itemId}/duplicate: a copy titled "… (copy)", placed right after the original. */
export function duplicateItem(slug: string, itemId: string): Promise<TMenuItem> {
  return api.post(`${itemPath(slug, 'item', itemId)}/duplicate`, undefined, { schema: ZMenuItem });
}

/** DELETE …/delete-item/{itemId}. */
export function deleteItem(slug: string, itemId: string): Promise<TMenuChange> {
  return api.delete(itemPath(slug, 'delete-item', itemId), { schema: ZMenuChange });
}

export function useDuplicateItem(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => duplicateItem(slug, itemId),
    onSuccess: async (copy) => {
      await changeCachedMenu(queryClient, slug, (menu) => putItem(menu, copy));
      await refreshMenu(queryClient, slug);
    },
  });
}

export function useDeleteItem(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteItem(slug, itemId),
    onSuccess: () => refreshMenu(queryClient, slug),
  });
}
