import type { TMenu, TMenuCategory, TMenuItem } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui';
import { SortableList } from '@/components/ui/SortableList';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useDeleteItem, useDuplicateItem } from '../api/item-actions';
import { useReorderCategories, useReorderItems } from '../api/reorder';
import { useSetItemSoldOut } from '../api/save-item';
import { CategoryBlock } from './category-block';
import { CategoryDialog, type CategoryDialogTarget } from './category-dialog';
import { type ContentActions, ContentActionsContext, type MenuCategoryNode } from './content-actions';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { DeleteItemDialog } from './delete-item-dialog';
import { ItemDialog, type ItemDialogTarget } from './item-dialog';
import { useSortTexts } from './use-sort-texts';

/** The Content tab: categories, sub-categories and items, ordered by drag and drop. */
export function ContentTab({ menu }: { menu: TMenu }) {
  const { t } = useTranslation('menus');
  const sortTexts = useSortTexts();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [categoryTarget, setCategoryTarget] = useState<CategoryDialogTarget | null>(null);
  const [itemTarget, setItemTarget] = useState<ItemDialogTarget | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<MenuCategoryNode | null>(null);
  const [deletingItem, setDeletingItem] = useState<TMenuItem | null>(null);
  const reorderCategories = useReorderCategories(menu.slug);
  const reorderItems = useReorderItems(menu.slug);
  const soldOut = useSetItemSoldOut(menu.slug);
  const duplicate = useDuplicateItem(menu.slug);
  const deleteItem = useDeleteItem(menu.slug);

  const failed = (title: string) => (error: unknown) => toast.error(title, errorMessage(error));

  const actions: ContentActions = {
    menu,
    addItem: (categoryId) => setItemTarget({ categoryId }),
    editItem: (item) => setItemTarget({ categoryId: item.categoryId, item }),
    duplicateItem: (item) =>
      duplicate.mutate(item.id, {
        onSuccess: (copy) => toast.success(t('item.duplicated', { title: copy.title })),
        onError: failed(t('item.duplicateFailed')),
      }),
    deleteItem: setDeletingItem,
    setSoldOut: (item, value) =>
      soldOut.mutate({ item, soldOut: value }, { onError: failed(t('item.soldOutFailed')) }),
    reorderItems: (categoryId, itemIds) =>
      reorderItems.mutate({ categoryId, itemIds }, { onError: failed(t('dnd.failed')) }),
    editCategory: (category) => setCategoryTarget({ category }),
    addSubCategory: (parent: TMenuCategory) => setCategoryTarget({ parentId: parent.id }),
    deleteCategory: setDeletingCategory,
    reorderCategories: (parentId, categoryIds) =>
      reorderCategories.mutate({ parentId, categoryIds }, { onError: failed(t('dnd.failed')) }),
  };

  const addCategory = (
    <Button type="button" icon="pi pi-plus" label={t('category.add')} onClick={() => setCategoryTarget({})} />
  );
  const rootIds = menu.categories.map((category) => category.id);

  return (
    <ContentActionsContext.Provider value={actions}>
      {menu.categories.length === 0 ? (
        <EmptyState
          icon="pi pi-list"
          title={t('content.emptyTitle')}
          message={t('content.emptyMessage')}
          action={addCategory}
        />
      ) : (
        <>
          <div className="gl-menu-toolbar">
            <p className="gl-menu-muted">{t('content.hint')}</p>
            {addCategory}
          </div>
          <SortableList
            items={menu.categories}
            texts={sortTexts}
            onReorder={(ids) => actions.reorderCategories(null, ids)}
            className="gl-menu-categories"
            aria-label={t('content.categories')}
            renderItem={(category) => <CategoryBlock category={category} siblingIds={rootIds} />}
          />
        </>
      )}
      <CategoryDialog menu={menu} target={categoryTarget} onClose={() => setCategoryTarget(null)} />
      <ItemDialog menu={menu} target={itemTarget} onClose={() => setItemTarget(null)} />
      <DeleteCategoryDialog
        slug={menu.slug}
        category={deletingCategory}
        onClose={() => setDeletingCategory(null)}
      />
      <DeleteItemDialog
        item={deletingItem}
        onClose={() => setDeletingItem(null)}
        onConfirm={async (item) => {
          await deleteItem.mutateAsync(item.id);
          toast.success(t('item.deleted', { title: item.title }));
        }}
      />
    </ContentActionsContext.Provider>
  );
}
