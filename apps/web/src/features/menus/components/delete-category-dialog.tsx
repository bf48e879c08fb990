import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { menuConflict, useDeleteCategory } from '../api/delete-category';
import type { MenuCategoryNode } from './content-actions';

interface Dependents {
  subCategories: number;
  items: number;
}

export interface DeleteCategoryDialogProps {
  slug: string;
  category: MenuCategoryNode | null;
  onClose: () => void;
}

/**
 * Deletes a category. An empty one goes at once; when the server answers that it still has
 * sub-categories or items, the dialog says how many and asks again before `confirm=true`.
 */
export function DeleteCategoryDialog({ slug, category, onClose }: DeleteCategoryDialogProps) {
  const { t } = useTranslation('menus');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const remove = useDeleteCategory(slug);
  const [dependents, setDependents] = useState<Dependents | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The next category starts with the first question again.
  const close = () => {
    setDependents(null);
    setError(null);
    onClose();
  };

  const run = async (confirm: boolean) => {
    if (!category) return;
    setError(null);
    try {
      await remove.mutateAsync({ categoryId: category.id, confirm });
      toast.success(t('category.deleted', { title: category.title }));
      close();
    } catch (failure) {
      const conflict = menuConflict(failure);
      if (conflict?.reason === 'has-dependents') setDependents(conflict.dependents);
      else setError(errorMessage(failure));
    }
  };

  const footer = (
    <>
      <Button type="button" label={t('actions.cancel')} text onClick={close} autoFocus />
      <Button
        type="button"
        label={dependents ? t('category.deleteEverything') : t('actions.delete')}
        icon="pi pi-trash"
        severity="danger"
        loading={remove.isPending}
        onClick={() => void run(dependents !== null)}
      />
    </>
  );
  return (
    <Dialog
      visible={category !== null}
      onHide={close}
      header={t('category.deleteTitle', { title: category?.title ?? '' })}
      footer={footer}
      className="gl-menu-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      {error ? (
        <p className="gl-menu-alert" role="alert">
          {error}
        </p>
      ) : null}
      {dependents ? (
        <div role="alert">
          <p>{t('category.hasDependents')}</p>
          <ul className="gl-menu-dependents">
            {dependents.subCategories ? (
              <li>{t('category.subCategoriesCount', { count: dependents.subCategories })}</li>
            ) : null}
            {dependents.items ? <li>{t('list.items', { count: dependents.items })}</li> : null}
          </ul>
        </div>
      ) : (
        <p>{t('category.deleteMessage')}</p>
      )}
    </Dialog>
  );
}
