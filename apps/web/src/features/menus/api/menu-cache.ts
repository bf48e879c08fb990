import type { TMenu, TMenuCategory, TMenuItem } from '@guestloop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { MENU_LIST_KEY, MENUS_KEY } from '@/entities/menus';

/** One menu's editor data, under the shared MENUS_KEY beside the menu list. */
export const menuKey = (slug: string) => [...MENUS_KEY, 'one', slug] as const;

type SubCategory = TMenuCategory['subCategories'][number];

/** Every category of a menu, roots first then their sub-categories, as one flat list. */
export function allCategories(menu: Pick<TMenu, 'categories'>): (TMenuCategory | SubCategory)[] {
  return menu.categories.flatMap((category) => [category, ...category.subCategories]);
}

/** Every item of a menu in display order. */
export function allItems(menu: Pick<TMenu, 'categories'>): TMenuItem[] {
  return allCategories(menu).flatMap((category) => category.items);
}

/** The menu with one category (root or sub) changed by `change`. */
export function mapCategory(
  menu: TMenu,
  categoryId: string,
  change: <C extends SubCategory>(category: C) => C,
): TMenu {
  return {
    ...menu,
    categories: menu.categories.map((category) => {
      const own = category.id === categoryId ? change(category) : category;
      return {
        ...own,
        subCategories: own.subCategories.map((sub) => (sub.id === categoryId ? change(sub) : sub)),
      };
    }),
  };
}

/** The menu with one item replaced (or moved, when its category changed). */
export function putItem(menu: TMenu, item: TMenuItem): TMenu {
  const without = {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      items: category.items.filter((own) => own.id !== item.id || own.categoryId === item.categoryId),
      subCategories: category.subCategories.map((sub) => ({
        ...sub,
        items: sub.items.filter((own) => own.id !== item.id || own.categoryId === item.categoryId),
      })),
    })),
  };
  return mapCategory(without, item.categoryId, (category) => {
    const at = category.items.findIndex((own) => own.id === item.id);
    const items = [...category.items];
    if (at === -1) items.push(item);
    else items[at] = item;
    items.sort((a, b) => a.position - b.position);
    return { ...category, items };
  });
}

/** `ids` first in the given order, the rest after in their own order (what the reorder calls do). */
export function orderBy<T extends { id: string }>(list: T[], ids: string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const listed = ids.flatMap((id) => list.filter((entry) => entry.id === id));
  return [...listed, ...list.filter((entry) => !rank.has(entry.id))];
}

/**
 * Changes the cached menu at once and answers how to undo it: for drag and drop and switches,
 * whose result the user sees before the server confirms.
 */
export async function changeCachedMenu(
  queryClient: QueryClient,
  slug: string,
  change: (menu: TMenu) => TMenu,
): Promise<() => void> {
  const key = menuKey(slug);
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<TMenu>(key);
  if (before) queryClient.setQueryData<TMenu>(key, change(before));
  return () => {
    if (before) queryClient.setQueryData(key, before);
  };
}

/** After any change to a menu: its editor data and the list (counts, "updated") are stale. */
export function refreshMenu(queryClient: QueryClient, slug: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: menuKey(slug) }),
    queryClient.invalidateQueries({ queryKey: MENU_LIST_KEY }),
  ]).then(() => undefined);
}
