import {
  type TMenuChange,
  type TReorderCategoriesBody,
  type TReorderItemsBody,
  ZMenuChange,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeCachedMenu, mapCategory, orderBy, refreshMenu } from './menu-cache';

const base = (slug: string) => `/online-menu/edit/${encodeURIComponent(slug)}`;

/** POST …/reorder-categories: these siblings (root ones when parentId is null) first, in this order. */
export function reorderCategories(slug: string, body: TReorderCategoriesBody): Promise<TMenuChange> {
  return api.post(`${base(slug)}/reorder-categories`, body, { schema: ZMenuChange });
}

/** POST …/reorder-items: these items of one category first, in this order. */
export function reorderItems(slug: string, body: TReorderItemsBody): Promise<TMenuChange> {
  return api.post(`${base(slug)}/reorder-items`, body, { schema: ZMenuChange });
}

/** Drag and drop of categories: the list moves at once and comes back if the call fails. */
export function useReorderCategories(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReorderCategoriesBody) => reorderCategories(slug, body),
    onMutate: ({ parentId, categoryIds }) =>
      changeCachedMenu(queryClient, slug, (menu) =>
        parentId
          ? {
              ...menu,
              categories: menu.categories.map((category) =>
                category.id === parentId
                  ? { ...category, subCategories: orderBy(category.subCategories, categoryIds) }
                  : category,
              ),
            }
          : { ...menu, categories: orderBy(menu.categories, categoryIds) },
      ),
    onError: (_error, _input, undo) => undo?.(),
    onSettled: () => refreshMenu(queryClient, slug),
  });
}

/** Drag and drop of items within a category, shown at once and undone if the call fails. */
export function useReorderItems(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReorderItemsBody) => reorderItems(slug, body),
    onMutate: ({ categoryId, itemIds }) =>
      changeCachedMenu(queryClient, slug, (menu) =>
        mapCategory(menu, categoryId, (category) => ({
          ...category,
          items: orderBy(category.items, itemIds),
        })),
      ),
    onError: (_error, _input, undo) => undo?.(),
    onSettled: () => refreshMenu(queryClient, slug),
  });
}
