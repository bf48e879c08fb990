import { type TMenuInfo, ZMenuInfo } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeCachedMenu } from './menu-cache';
import { storeMenuInfo } from './update-menu';

/** POST /online-menu/edit/{slug}/active: guests get 404 while a menu is off. */
export function setMenuActive(slug: string, isActive: boolean): Promise<TMenuInfo> {
  return api.post(
    `/online-menu/edit/${encodeURIComponent(slug)}/active`,
    { isActive },
    { schema: ZMenuInfo },
  );
}

/** The switch moves at once and springs back if the call fails. */
export function useSetMenuActive(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) => setMenuActive(slug, isActive),
    onMutate: (isActive) => changeCachedMenu(queryClient, slug, (menu) => ({ ...menu, isActive })),
    onError: (_error, _input, undo) => undo?.(),
    onSuccess: (info) => storeMenuInfo(queryClient, slug, info),
  });
}
