import { type TMenu, ZCreateMenuCategoryBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField, ImagePicker, type PickedImage } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerFieldErrors, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useSaveCategory } from '../api/save-category';
import type { MenuCategoryNode } from './content-actions';
import { fieldMessage } from './form-errors';

/** Which category the dialog is for: an existing one, or a new one (under `parentId`). */
export interface CategoryDialogTarget {
  category?: MenuCategoryNode;
  parentId?: string;
}

interface CategoryForm {
  title: string;
  subTitle: string;
  parentId: string | null;
}

const ZCategoryForm = ZCreateMenuCategoryBody.extend({ subTitle: z.string().trim().max(300) });

export interface CategoryDialogProps {
  menu: TMenu;
  target: CategoryDialogTarget | null;
  onClose: () => void;
}

/** Add or edit a category: title, subtitle, parent (root categories only) and its image. */
export function CategoryDialog({ menu, target, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('menus');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const save = useSaveCategory(menu.slug);
  const [formError, setFormError] = useState<string | null>(null);
  /** undefined: the image is left as it is; null: removed; else the picked one. */
  const [image, setImage] = useState<PickedImage | null | undefined>(undefined);
  const existing = target?.category;
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryForm>({
    resolver: zodResolver(ZCategoryForm, formSchemaOptions) as never,
    defaultValues: { title: '', subTitle: '', parentId: null },
  });

  useEffect(() => {
    if (!target) return;
    reset({
      title: target.category?.title ?? '',
      subTitle: target.category?.subTitle ?? '',
      parentId: target.category?.parentId ?? target.parentId ?? null,
    });
    setImage(undefined);
    setFormError(null);
  }, [target, reset]);

  const isParent = existing && 'subCategories' in existing && existing.subCategories.length > 0;
  const parents = menu.categories
    .filter((category) => category.id !== existing?.id)
    .map((category) => ({ value: category.id, label: category.title }));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { category, imageSaved } = await save.mutateAsync({
        id: existing?.id,
        body: { title: values.title.trim(), subTitle: values.subTitle.trim(), parentId: values.parentId },
        imageId: image === undefined ? undefined : (image?.id ?? null),
      });
      toast.success(t(existing ? 'category.saved' : 'category.created', { title: category.title }));
      if (!imageSaved) toast.error(t('images.failed'));
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, ['title', 'subTitle', 'parentId'], setError))
        setFormError(errorMessage(error));
    }
  });

  const imageSrc = image === undefined ? (existing?.image?.src ?? null) : (image?.src ?? null);
  return (
    <Dialog
      visible={target !== null}
      onHide={onClose}
      header={existing ? t('category.editTitle', { title: existing.title }) : t('category.addTitle')}
      className="gl-menu-dialog"
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-menu-form" onSubmit={onSubmit} noValidate>
        {formError ? (
          <p className="gl-menu-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <FormField label={t('fields.title')} htmlFor="category-title" error={fieldMessage(t, errors.title)}>
          <InputText autoFocus autoComplete="off" {...register('title')} />
        </FormField>
        <FormField
          label={t('fields.subTitle')}
          htmlFor="category-subtitle"
          error={fieldMessage(t, errors.subTitle)}
        >
          <InputText autoComplete="off" {...register('subTitle')} />
        </FormField>
        <Controller
          control={control}
          name="parentId"
          render={({ field }) => (
            <FormField
              label={t('category.parent')}
              htmlFor="category-parent"
              hint={existing ? t('category.parentFixed') : t('category.parentHint')}
              error={fieldMessage(t, errors.parentId)}
            >
              <Dropdown
                inputId="category-parent"
                value={field.value}
                options={parents}
                optionLabel="label"
                optionValue="value"
                onChange={(event) => field.onChange((event.value as string | undefined) ?? null)}
                placeholder={t('category.noParent')}
                showClear={field.value !== null && !existing}
                disabled={Boolean(existing) || isParent || parents.length === 0}
              />
            </FormField>
          )}
        />
        <ImagePicker
          label={t('category.image')}
          value={imageSrc}
          bucket="menus"
          onChange={setImage}
          disabled={isSubmitting}
        />
        <div className="gl-menu-actions">
          <Button type="button" label={t('actions.cancel')} text onClick={onClose} />
          <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
