import type { TMenu, TMenuItem } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerFieldErrors, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { allCategories } from '../api/menu-cache';
import { useSaveItem } from '../api/save-item';
import { fieldMessage } from './form-errors';
import { ItemAddonsFields } from './item-addons-fields';
import { ItemAvailabilityFields } from './item-availability-fields';
import {
  ITEM_FIELD_ALIASES,
  type ItemFormValues,
  toItemBody,
  toItemFormValues,
  ZItemForm,
} from './item-form-model';
import { ItemOptionsFields } from './item-options-fields';
import { ItemPhotosField } from './item-photos-field';
import { ItemTranslationsFields } from './item-translations-fields';
import { categoryTypicalPrice } from './price';
import { PriceInput } from './price-input';
import { RelatedItemsPicker } from './related-items-picker';

/** Which item the dialog edits: an existing one, or a new one in `categoryId`. */
export interface ItemDialogTarget {
  categoryId: string;
  item?: TMenuItem;
}

export interface ItemDialogProps {
  menu: TMenu;
  target: ItemDialogTarget | null;
  onClose: () => void;
}

/** Add or edit an item: texts, price, photos, options, add-ons, hours, translations. */
export function ItemDialog({ menu, target, onClose }: ItemDialogProps) {
  const { t } = useTranslation('menus');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const save = useSaveItem(menu.slug);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ItemFormValues>({
    resolver: zodResolver(ZItemForm, formSchemaOptions) as unknown as Resolver<ItemFormValues>,
    defaultValues: toItemFormValues(undefined, ''),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const existing = target?.item;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const typical = categoryTypicalPrice(menu, categoryId, existing?.id);

  useEffect(() => {
    if (!target) return;
    reset(toItemFormValues(target.item, target.categoryId));
    setFormError(null);
  }, [target, reset]);

  const categories = allCategories(menu).map((category) => ({
    value: category.id,
    label: category.parentId ? `— ${category.title}` : category.title,
  }));

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      const body = toItemBody(values);
      try {
        const saved = await save.mutateAsync(existing ? { id: existing.id, body } : { body });
        toast.success(t(existing ? 'item.saved' : 'item.created', { title: saved.title }));
        onClose();
      } catch (error) {
        const applied = applyServerFieldErrors(error, values, setError, ITEM_FIELD_ALIASES);
        setFormError(applied ? t('editor.fixErrors') : errorMessage(error));
      }
    },
    () => setFormError(t('editor.fixErrors')),
  );

  const footer = (
    <div className="gl-menu-actions">
      <Button type="button" label={t('actions.cancel')} text onClick={onClose} />
      <Button
        type="submit"
        form="menu-item-form"
        label={t('actions.save')}
        icon="pi pi-check"
        loading={isSubmitting}
      />
    </div>
  );

  return (
    <Dialog
      visible={target !== null}
      onHide={onClose}
      header={existing ? t('item.editTitle', { title: existing.title }) : t('item.addTitle')}
      footer={footer}
      className="gl-menu-dialog gl-menu-dialog--wide"
      breakpoints={{ '760px': '100vw' }}
      draggable={false}
      resizable={false}
      maximizable={false}
    >
      <FormProvider {...form}>
        <form id="menu-item-form" className="gl-menu-form" onSubmit={onSubmit} noValidate>
          {formError ? (
            <p className="gl-menu-alert" role="alert">
              {formError}
            </p>
          ) : null}
          <FormField label={t('fields.title')} htmlFor="item-title" error={fieldMessage(t, errors.title)}>
            <InputText autoFocus autoComplete="off" dir="auto" {...register('title')} />
          </FormField>
          <FormField
            label={t('fields.subTitle')}
            htmlFor="item-subtitle"
            error={fieldMessage(t, errors.subTitle)}
          >
            <InputText autoComplete="off" dir="auto" {...register('subTitle')} />
          </FormField>
          <FormField
            label={t('item.description')}
            htmlFor="item-description"
            error={fieldMessage(t, errors.description)}
          >
            <InputTextarea rows={3} autoResize dir="auto" {...register('description')} />
          </FormField>
          <div className="gl-menu-grid">
            <Controller
              control={control}
              name="price"
              render={({ field }) => (
                <FormField
                  label={t('item.price')}
                  htmlFor="item-price"
                  hint={t('item.priceHint', { currency: menu.currency })}
                  error={fieldMessage(t, errors.price)}
                >
                  <PriceInput
                    inputId="item-price"
                    value={field.value}
                    onChange={field.onChange}
                    currency={menu.currency}
                    typical={typical}
                  />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="categoryId"
              render={({ field }) => (
                <FormField
                  label={t('item.category')}
                  htmlFor="item-category"
                  error={fieldMessage(t, errors.categoryId)}
                >
                  <Dropdown
                    inputId="item-category"
                    value={field.value}
                    options={categories}
                    optionLabel="label"
                    optionValue="value"
                    onChange={(event) => field.onChange(event.value)}
                  />
                </FormField>
              )}
            />
          </div>
          <Controller
            control={control}
            name="soldOut"
            render={({ field }) => (
              <label className="gl-menu-switch" htmlFor="item-sold-out">
                <InputSwitch
                  inputId="item-sold-out"
                  checked={field.value}
                  onChange={(e) => field.onChange(Boolean(e.value))}
                />
                <span>{t('item.soldOut')}</span>
              </label>
            )}
          />
          <ItemPhotosField />
          <ItemOptionsFields currency={menu.currency} typical={typical} />
          <ItemAddonsFields currency={menu.currency} typical={typical} />
          <ItemAvailabilityFields />
          <section className="gl-menu-subform" aria-labelledby="item-more">
            <h3 id="item-more">{t('item.more')}</h3>
            <FormField
              label={t('item.allergens')}
              htmlFor="item-allergens"
              hint={t('item.allergensHint')}
              error={fieldMessage(t, errors.allergenText)}
            >
              <InputTextarea rows={2} autoResize {...register('allergenText')} />
            </FormField>
            <Controller
              control={control}
              name="relatedItemIds"
              render={({ field }) => (
                <FormField
                  label={t('item.related')}
                  htmlFor="item-related"
                  error={fieldMessage(t, errors.relatedItemIds)}
                >
                  <RelatedItemsPicker
                    menu={menu}
                    inputId="item-related"
                    value={field.value}
                    onChange={field.onChange}
                    excludeId={existing?.id}
                    max={20}
                  />
                </FormField>
              )}
            />
          </section>
          <ItemTranslationsFields menuLanguage={menu.language} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
