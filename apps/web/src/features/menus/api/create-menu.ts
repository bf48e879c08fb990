import { type TCreateMenuBody, type TMenuInfo, ZMenuInfo } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENU_LIST_KEY } from '@/entities/menus';
import { api } from '@/lib/api-client';

/** POST /online-menu/create: a new, inactive menu (the slug is made from the title when absent). */
export function createMenu(body: TCreateMenuBody): Promise<TMenuInfo> {
  return api.post('/online-menu/create', body, { schema: ZMenuInfo });
}

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_LIST_KEY }),
  });
}
