import {
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type TStructure,
  type TUpdateStructureBody,
  ZUpdateStructureBody,
} from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/ui';
import { currencyOptions } from '@/lib/currency';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useUpdateStructure } from '../api/update-structure';

const ZDetails = z.object({
  name: ZUpdateStructureBody.shape.name.unwrap(),
  language: ZUpdateStructureBody.shape.language.unwrap(),
  currency: ZUpdateStructureBody.shape.currency.unwrap(),
  timeZone: ZUpdateStructureBody.shape.timeZone.unwrap(),
});
type Details = z.infer<typeof ZDetails>;
const FIELDS = ['name', 'language', 'currency', 'timeZone'] as const;
const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/** The zones this browser knows, with UTC and the stored one (an older alias) always offered. */
function timeZoneOptions(current: string): { value: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])].sort().map((zone) => ({
    value: zone,
    label: zone.replaceAll('_', ' '),
  }));
}

const detailsOf = (structure: TStructure): Details => ({
  name: structure.name,
  language: structure.language,
  currency: structure.currency,
  timeZone: structure.timeZone,
});

/** The company's name, main language, currency and time zone. */
export function DetailsCard({ structure, canEdit }: { structure: TStructure; canEdit: boolean }) {
  const { t, i18n } = useTranslation('company');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const update = useUpdateStructure();
  const [formError, setFormError] = useState<string | null>(null);
  const currencies = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  const timeZones = useMemo(() => timeZoneOptions(structure.timeZone), [structure.timeZone]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Details>({
    resolver: zodResolver(ZDetails, formSchemaOptions),
    defaultValues: detailsOf(structure),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body: TUpdateStructureBody = { ...values, name: values.name.trim() };
      reset(detailsOf(await update.mutateAsync(body)));
      toast.success(t('details.saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) setFormError(errorMessage(error));
    }
  });

  return (
    <section className="gl-panel" aria-labelledby="company-details">
      <h2 id="company-details">{t('details.title')}</h2>
      <p className="gl-panel__lead">{t('details.lead')}</p>
      <form className="gl-company-form" onSubmit={onSubmit} noValidate>
        {formError ? (
          <p className="gl-company-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <FormField label={t('fields.name')} htmlFor="company-name" error={fieldMessage(t, errors.name)}>
          <InputText autoComplete="organization" disabled={!canEdit} {...register('name')} />
        </FormField>
        <div className="gl-company-grid">
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <FormField
                label={t('fields.language')}
                htmlFor="company-language"
                hint={t('hints.language')}
                error={fieldMessage(t, errors.language)}
              >
                <Dropdown
                  inputId="company-language"
                  value={field.value}
                  options={LANGUAGE_OPTIONS}
                  optionLabel="label"
                  optionValue="value"
                  onChange={(event) => isLanguage(event.value) && field.onChange(event.value)}
                  onBlur={field.onBlur}
                  disabled={!canEdit}
                  filter
                />
              </FormField>
            )}
          />
          {(
            [
              ['currency', 'company-currency', currencies],
              ['timeZone', 'company-time-zone', timeZones],
            ] as const
          ).map(([name, inputId, options]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <FormField
                  label={t(`fields.${name}`)}
                  htmlFor={inputId}
                  hint={t(`hints.${name}`)}
                  error={fieldMessage(t, errors[name])}
                >
                  <Dropdown
                    inputId={inputId}
                    value={field.value}
                    options={[...options]}
                    optionLabel="label"
                    optionValue="value"
                    onChange={(event) => field.onChange(event.value)}
                    onBlur={field.onBlur}
                    disabled={!canEdit}
                    filter
                  />
                </FormField>
              )}
            />
          ))}
        </div>
        {canEdit ? (
          <div className="gl-company-actions">
            <Button
              type="submit"
              icon="pi pi-check"
              label={t('actions.save')}
              loading={isSubmitting}
              disabled={!isDirty}
            />
          </div>
        ) : null}
      </form>
    </section>
  );
}
