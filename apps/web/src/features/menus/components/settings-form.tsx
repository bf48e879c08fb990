import type { TMenu } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { Controller, FormProvider, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField, SaveActions, UnsavedChangesPrompt } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerFieldErrors, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useUpdateMenu } from '../api/update-menu';
import { menuPath } from '../paths';
import { FooterLinksFields } from './footer-links-fields';
import { fieldMessage } from './form-errors';
import { HoursFields } from './hours-fields';
import { MenuCurrencyPicker, MenuLanguagePicker, MenuLocationPicker } from './menu-pickers';
import { OrderingFields } from './ordering-fields';
import { RelatedItemsPicker } from './related-items-picker';
import {
  SETTINGS_FIELD_ALIASES,
  type SettingsFormValues,
  toSettingsFormValues,
  toUpdateBody,
  ZSettingsForm,
} from './settings-form-model';

/** The Settings tab: the menu's fields and its settings sections, saved together. */
export function SettingsForm({ menu }: { menu: TMenu }) {
  const { t } = useTranslation('menus');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateMenu(menu.slug);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(ZSettingsForm, formSchemaOptions) as unknown as Resolver<SettingsFormValues>,
    defaultValues: toSettingsFormValues(menu),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const err = (path: { message?: string } | undefined) => fieldMessage(t, path);

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = await update.mutateAsync(toUpdateBody(values));
        reset(toSettingsFormValues(saved));
        toast.success(t('settings.saved'));
        if (saved.slug !== menu.slug) navigate(menuPath(saved.slug), { replace: true });
      } catch (error) {
        if (applyServerFieldErrors(error, values, setError, SETTINGS_FIELD_ALIASES))
          toast.error(t('editor.fixErrors'));
        else setFormError(errorMessage(error));
      }
    },
    () => toast.error(t('editor.fixErrors')),
  );

  const textField = (name: Path<SettingsFormValues>, label: string, long = false) => {
    const id = `menu-${name.replace(/\./g, '-')}`;
    const error = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors);
    return (
      <FormField label={label} htmlFor={id} error={err(error as { message?: string } | undefined)}>
        {long ? (
          <InputTextarea rows={3} autoResize dir="auto" {...register(name)} />
        ) : (
          <InputText autoComplete="off" dir="auto" {...register(name)} />
        )}
      </FormField>
    );
  };

  return (
    <FormProvider {...form}>
      <form className="gl-menu-settings" onSubmit={onSubmit} noValidate aria-label={t('settings.formLabel')}>
        {formError ? (
          <p className="gl-menu-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <section className="gl-menu-subform" aria-labelledby="menu-general">
          <h3 id="menu-general">{t('settings.general')}</h3>
          {textField('title', t('fields.title'))}
          {textField('subTitle', t('fields.subTitle'))}
          <FormField
            label={t('fields.slug')}
            htmlFor="menu-slug"
            hint={t('hints.slug')}
            error={err(errors.slug)}
          >
            <InputText autoComplete="off" spellCheck={false} {...register('slug')} />
          </FormField>
          <div className="gl-menu-grid">
            <Controller
              control={control}
              name="language"
              render={({ field }) => (
                <FormField label={t('fields.language')} htmlFor="menu-language" error={err(errors.language)}>
                  <MenuLanguagePicker inputId="menu-language" value={field.value} onChange={field.onChange} />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="currency"
              render={({ field }) => (
                <FormField label={t('fields.currency')} htmlFor="menu-currency" error={err(errors.currency)}>
                  <MenuCurrencyPicker inputId="menu-currency" value={field.value} onChange={field.onChange} />
                </FormField>
              )}
            />
          </div>
          <Controller
            control={control}
            name="locationId"
            render={({ field }) => (
              <FormField label={t('fields.location')} htmlFor="menu-location" error={err(errors.locationId)}>
                <MenuLocationPicker inputId="menu-location" value={field.value} onChange={field.onChange} />
              </FormField>
            )}
          />
        </section>
        <OrderingFields />
        <section className="gl-menu-subform" aria-labelledby="menu-hero">
          <h3 id="menu-hero">{t('settings.hero')}</h3>
          <p className="gl-menu-muted">{t('settings.heroHint')}</p>
          {textField('settings.hero.title', t('settings.heroTitle'))}
          {textField('settings.hero.content', t('settings.heroContent'), true)}
        </section>
        <section className="gl-menu-subform" aria-labelledby="menu-related">
          <h3 id="menu-related">{t('settings.related')}</h3>
          {textField('settings.relatedItems.title', t('settings.relatedTitle'))}
          <Controller
            control={control}
            name="settings.relatedItems.itemIds"
            render={({ field }) => (
              <FormField label={t('settings.relatedItems')} htmlFor="menu-related-items">
                <RelatedItemsPicker
                  menu={menu}
                  inputId="menu-related-items"
                  value={field.value}
                  onChange={field.onChange}
                  max={30}
                />
              </FormField>
            )}
          />
        </section>
        <section className="gl-menu-subform" aria-labelledby="menu-variants">
          <h3 id="menu-variants">{t('settings.variants')}</h3>
          <p className="gl-menu-muted">{t('settings.variantsHint')}</p>
          {textField('settings.variants.name', t('settings.variantsName'))}
          {textField('settings.variants.content', t('settings.variantsContent'), true)}
        </section>
        <section className="gl-menu-subform" aria-labelledby="menu-work">
          <h3 id="menu-work">{t('settings.workDetails')}</h3>
          {textField('settings.workDetails.address', t('settings.address'))}
          <HoursFields />
        </section>
        <section className="gl-menu-subform" aria-labelledby="menu-delivery">
          <h3 id="menu-delivery">{t('settings.delivery')}</h3>
          <p className="gl-menu-muted">{t('settings.deliveryHint')}</p>
          {textField('settings.delivery.title', t('settings.deliveryTitle'))}
          {textField('settings.delivery.content', t('settings.deliveryContent'), true)}
        </section>
        <section className="gl-menu-subform" aria-labelledby="menu-links">
          <h3 id="menu-links">{t('settings.footerLinks')}</h3>
          <FooterLinksFields />
        </section>
        <div className="gl-menu-savebar">
          <SaveActions
            dirty={isDirty}
            saving={isSubmitting}
            onDiscard={() => {
              reset();
              setFormError(null);
            }}
            texts={{ unsaved: t('editor.unsaved'), discard: t('editor.discard'), save: t('actions.save') }}
          />
        </div>
      </form>
      <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} namespace="menus" className="gl-menu-dialog" />
    </FormProvider>
  );
}
