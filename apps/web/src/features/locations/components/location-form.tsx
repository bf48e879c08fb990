import type { TLocation } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputText } from 'primereact/inputtext';
import { type RefObject, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactFields, FormField, SaveActions, UnsavedChangesPrompt } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerFieldErrors, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useUpdateLocation } from '../api/update-location';
import { fieldMessage } from './form-errors';
import {
  FIELD_ALIASES,
  type LocationFormValues,
  toFormValues,
  toUpdateBody,
  ZLocationForm,
} from './form-model';
import { HoursFields } from './hours-fields';

/** Name, slug, address, opening hours and contacts of a location, saved together. */
export interface LocationFormProps {
  location: TLocation;
  /** True once the page is being left on purpose (the location was deleted): no "unsaved" prompt. */
  leaving: RefObject<boolean>;
}

export function LocationForm({ location, leaving }: LocationFormProps) {
  const { t } = useTranslation('locations');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const update = useUpdateLocation(location.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LocationFormValues>({
    resolver: zodResolver(ZLocationForm, formSchemaOptions) as unknown as Resolver<LocationFormValues>,
    defaultValues: toFormValues(location),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(toUpdateBody(values));
      reset(toFormValues(saved));
      toast.success(t('editor.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, values, setError, FIELD_ALIASES)) setFormError(errorMessage(error));
      else toast.error(t('editor.fixErrors'));
    }
  });

  return (
    <FormProvider {...form}>
      <form className="gl-loc-editor" onSubmit={onSubmit} noValidate aria-label={t('editor.formLabel')}>
        {formError ? (
          <p className="gl-loc-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <section className="gl-panel" aria-labelledby="loc-general">
          <h2 id="loc-general">{t('editor.general')}</h2>
          <div className="gl-loc-grid">
            <FormField label={t('fields.name')} htmlFor="location-name" error={fieldMessage(t, errors.name)}>
              <InputText autoComplete="off" {...register('name')} />
            </FormField>
            <FormField
              label={t('fields.slug')}
              htmlFor="location-slug"
              hint={t('hints.slug')}
              error={fieldMessage(t, errors.slug)}
            >
              <InputText autoComplete="off" spellCheck={false} {...register('slug')} />
            </FormField>
            <div className="gl-loc-grid__wide">
              <FormField
                label={t('fields.address')}
                htmlFor="location-address"
                hint={t('hints.address')}
                error={fieldMessage(t, errors.address)}
              >
                <InputText autoComplete="street-address" {...register('address')} />
              </FormField>
            </div>
          </div>
        </section>
        <HoursFields />
        <section className="gl-panel" aria-labelledby="loc-contacts">
          <h2 id="loc-contacts">{t('contacts.title')}</h2>
          <p className="gl-panel__lead">{t('contacts.lead')}</p>
          <ContactFields control={form.control} idPrefix="contact" classPrefix="gl-loc" />
        </section>
        <div className="gl-loc-savebar">
          <SaveActions
            dirty={isDirty}
            saving={isSubmitting}
            onDiscard={() => {
              reset();
              setFormError(null);
            }}
            texts={{ unsaved: t('editor.unsaved'), discard: t('editor.discard'), save: t('editor.save') }}
          />
        </div>
      </form>
      <UnsavedChangesPrompt
        dirty={isDirty && !isSubmitting}
        leaving={leaving}
        namespace="locations"
        className="gl-loc-dialog"
      />
    </FormProvider>
  );
}
