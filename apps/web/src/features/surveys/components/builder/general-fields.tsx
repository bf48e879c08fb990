import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { fieldId, TextField, useFieldMessage } from './form-fields';
import type { SurveyFormValues } from './survey-form-model';

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** Title, the guests' language, the location it belongs to and its last day. */
export function GeneralFields() {
  const { t } = useTranslation('surveys');
  const { control } = useFormContext<SurveyFormValues>();
  const locations = useLocationList();
  const languageError = useFieldMessage('language');
  const locationError = useFieldMessage('locationId');
  const locationOptions = (locations.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <>
      <TextField name="title" label={t('fields.title')} hint={t('fields.titleHint')} />
      <div className="gl-survey-pair">
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <FormField
              label={t('fields.language')}
              htmlFor={fieldId('language')}
              hint={t('fields.languageHint')}
              error={languageError}
            >
              <Dropdown
                inputId={fieldId('language')}
                ariaLabel={t('fields.language')}
                value={field.value}
                options={LANGUAGE_OPTIONS}
                optionLabel="label"
                optionValue="value"
                onChange={(event) => field.onChange(event.value as TLanguage)}
                filter
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="locationId"
          render={({ field }) => (
            <FormField label={t('fields.location')} htmlFor={fieldId('locationId')} error={locationError}>
              <Dropdown
                inputId={fieldId('locationId')}
                ariaLabel={t('fields.location')}
                value={field.value}
                options={locationOptions}
                optionLabel="label"
                optionValue="value"
                onChange={(event) => field.onChange(event.value as string)}
                disabled={locations.isLoading}
                filter={locationOptions.length > 8}
                emptyMessage={t('create.noLocations')}
              />
            </FormField>
          )}
        />
      </div>
      <TextField
        name="expiresOn"
        type="date"
        label={t('fields.expiresOn')}
        hint={t('fields.expiresOnHint')}
      />
    </>
  );
}
