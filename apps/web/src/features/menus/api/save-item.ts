import {
  type TCreateMenuItemBody,
  type TMenu,
  type TMenuItem,
  type TUpdateMenuItemBody,
  ZMenuItem,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeCachedMenu, menuKey, putItem, refreshMenu } from './menu-cache';

const base = (slug: string) => `/online-menu/edit/${encodeURIComponent(slug)}`;

/** POST …/create-item: added at the end of its category; prices in minor units. */
export function createItem(slug: string, body: TCreateMenuItemBody): Promise<TMenuItem> {
  return api.post(`${base(slug)}/create-item`, body, { schema: ZMenuItem });
}

/** POST …/item/{itemId}: fields left out are kept; a new categoryId moves it to that category's end. */
export function updateItem(slug: string, itemId: string, body: TUpdateMenuItemBody): Promise<TMenuItem> {
  return api.post(`${base(slug)}/item/${encodeURIComponent(itemId)}`, body, { schema: ZMenuItem });
}

export type SaveItemInput =
  | { id: string; body: TUpdateMenuItemBody }
  | { id?: undefined; body: TCreateMenuItemBody };

/** Creates or changes an item; the answer goes into the editor's menu at once. */
export function useSaveItem(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveItemInput) =>
      input.id !== undefined ? updateItem(slug, input.id, input.body) : createItem(slug, input.body),
    onSuccess: async (item) => {
      await changeCachedMenu(queryClient, slug, (menu) => putItem(menu, item));
      await refreshMenu(queryClient, slug);
    },
  });
}

/** The stop-list switch: the item shows sold out (or back) at once, and returns if the call fails. */
export function useSetItemSoldOut(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, soldOut }: { item: TMenuItem; soldOut: boolean }) =>
      updateItem(slug, item.id, { soldOut }),
    onMutate: ({ item, soldOut }) =>
      changeCachedMenu(queryClient, slug, (menu) => putItem(menu, { ...item, soldOut })),
    onError: (_error, _input, undo) => undo?.(),
    onSuccess: (item) => {
      queryClient.setQueryData<TMenu>(menuKey(slug), (menu) => (menu ? putItem(menu, item) : menu));
      return refreshMenu(queryClient, slug);
    },
  });
}
