import {
  isLanguage,
  type TCreateMenuBody,
  type TCurrency,
  type TLanguage,
  type TMenuInfo,
  ZCreateMenuBody,
  ZSlug,
} from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField } from '@/components/ui';
import { useCompany } from '@/entities/company';
import { defaultCurrency } from '@/lib/currency';
import { useErrorMessage } from '@/lib/errors';
import { applyServerFieldErrors, formSchemaOptions } from '@/lib/form-errors';
import { useCreateMenu } from '../api/create-menu';
import { fieldMessage } from './form-errors';
import { MenuCurrencyPicker, MenuLanguagePicker, MenuLocationPicker } from './menu-pickers';

interface CreateForm {
  title: string;
  language: TLanguage;
  currency: TCurrency;
  locationId: string | null;
  slug: string;
}

/** The create body's rules with the slug optional ('' = made from the title). */
const ZCreateForm = ZCreateMenuBody.extend({ slug: z.union([z.literal(''), ZSlug]) });
const FIELDS: readonly Path<CreateForm>[] = ['title', 'language', 'currency', 'locationId', 'slug'];

export interface CreateMenuDialogProps {
  visible: boolean;
  onClose: () => void;
  onCreated: (menu: TMenuInfo) => void;
}

/** "Create menu": title, language, currency, and optionally a location and the public slug. */
export function CreateMenuDialog({ visible, onClose, onCreated }: CreateMenuDialogProps) {
  const { t, i18n } = useTranslation('menus');
  const errorMessage = useErrorMessage();
  const create = useCreateMenu();
  const [formError, setFormError] = useState<string | null>(null);
  // A new menu speaks the company's language and charges in its currency unless staff choose otherwise.
  const company = useCompany().data;
  const uiLanguage: TLanguage = isLanguage(i18n.language) ? i18n.language : 'en';
  const defaults: CreateForm = {
    title: '',
    language: company?.language ?? uiLanguage,
    currency: company?.currency ?? defaultCurrency(uiLanguage),
    locationId: null,
    slug: '',
  };
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateForm>({
    resolver: zodResolver(ZCreateForm, formSchemaOptions) as unknown as Resolver<CreateForm>,
    defaultValues: defaults,
  });
  // The company may arrive after the form was made: it fills what staff have not picked yet.
  useEffect(() => {
    if (!company) return;
    if (!getFieldState('language').isDirty) setValue('language', company.language);
    if (!getFieldState('currency').isDirty) setValue('currency', company.currency);
  }, [company, getFieldState, setValue]);

  const close = () => {
    reset(defaults);
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body: TCreateMenuBody = {
      title: values.title.trim(),
      language: values.language,
      currency: values.currency,
      locationId: values.locationId,
      ...(values.slug ? { slug: values.slug } : {}),
    };
    try {
      const menu = await create.mutateAsync(body);
      reset(defaults);
      onCreated(menu);
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, setError)) setFormError(errorMessage(error));
    }
  });

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={t('create.title')}
      className="gl-menu-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-menu-form" onSubmit={onSubmit} noValidate>
        {formError ? (
          <p className="gl-menu-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <FormField
          label={t('fields.title')}
          htmlFor="menu-create-title"
          error={fieldMessage(t, errors.title)}
        >
          <InputText autoFocus autoComplete="off" {...register('title')} />
        </FormField>
        <div className="gl-menu-grid">
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <FormField
                label={t('fields.language')}
                htmlFor="menu-create-language"
                error={fieldMessage(t, errors.language)}
              >
                <MenuLanguagePicker
                  inputId="menu-create-language"
                  value={field.value}
                  onChange={field.onChange}
                />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <FormField
                label={t('fields.currency')}
                htmlFor="menu-create-currency"
                error={fieldMessage(t, errors.currency)}
              >
                <MenuCurrencyPicker
                  inputId="menu-create-currency"
                  value={field.value}
                  onChange={field.onChange}
                />
              </FormField>
            )}
          />
        </div>
        <Controller
          control={control}
          name="locationId"
          render={({ field }) => (
            <FormField
              label={t('fields.locationOptional')}
              htmlFor="menu-create-location"
              error={fieldMessage(t, errors.locationId)}
            >
              <MenuLocationPicker
                inputId="menu-create-location"
                value={field.value}
                onChange={field.onChange}
              />
            </FormField>
          )}
        />
        <FormField
          label={t('fields.slugOptional')}
          htmlFor="menu-create-slug"
          hint={t('hints.slugAuto')}
          error={fieldMessage(t, errors.slug)}
        >
          <InputText autoComplete="off" spellCheck={false} {...register('slug')} />
        </FormField>
        <div className="gl-menu-actions">
          <Button type="button" label={t('actions.cancel')} text onClick={close} />
          <Button type="submit" label={t('create.submit')} icon="pi pi-check" loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
