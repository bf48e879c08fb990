import type { TMenu, TMenuCategory, TMenuItem } from '@guestloop/contracts';
import { createContext, useContext } from 'react';

export type MenuCategoryNode = TMenuCategory | Omit<TMenuCategory, 'subCategories'>;

/** What the rows of the content tab can ask for; the tab owns the dialogs and calls. */
export interface ContentActions {
  menu: TMenu;
  addItem: (categoryId: string) => void;
  editItem: (item: TMenuItem) => void;
  duplicateItem: (item: TMenuItem) => void;
  deleteItem: (item: TMenuItem) => void;
  setSoldOut: (item: TMenuItem, soldOut: boolean) => void;
  reorderItems: (categoryId: string, itemIds: string[]) => void;
  editCategory: (category: MenuCategoryNode) => void;
  addSubCategory: (parent: TMenuCategory) => void;
  deleteCategory: (category: MenuCategoryNode) => void;
  reorderCategories: (parentId: string | null, categoryIds: string[]) => void;
}

export const ContentActionsContext = createContext<ContentActions | null>(null);

export function useContentActions(): ContentActions {
  const actions = useContext(ContentActionsContext);
  if (!actions) throw new Error('useContentActions outside the content tab');
  return actions;
}
