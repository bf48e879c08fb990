import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MENU_LIST_KEY } from '@/entities/menus';
import { api } from '@/lib/api-client';
import { menuKey } from './menu-cache';

/** DELETE /online-menu/edit/{slug}: the menu with its categories, items and view counts. */
export function deleteMenu(slug: string): Promise<{ ok: true }> {
  return api.delete(`/online-menu/edit/${encodeURIComponent(slug)}`, {
    schema: z.object({ ok: z.literal(true) }),
  });
}

export function useDeleteMenu(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMenu(slug),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: menuKey(slug) });
      void queryClient.invalidateQueries({ queryKey: MENU_LIST_KEY });
    },
  });
}
