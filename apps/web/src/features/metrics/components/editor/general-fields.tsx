import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { RadioButton } from 'primereact/radiobutton';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { fieldMessage, type MetricFormValues } from './metric-form-model';
import { TextField } from './text-field';

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** Title, subtitle, the page's language and the texts around the score. */
export function GeneralFields() {
  const { t } = useTranslation('metrics');
  const { control } = useFormContext<MetricFormValues>();
  return (
    <>
      <TextField name="title" label={t('fields.title')} hint={t('fields.titleHint')} />
      <TextField name="content.subTitle" label={t('fields.subTitle')} long />
      <Controller
        control={control}
        name="language"
        render={({ field, fieldState }) => (
          <FormField
            label={t('fields.language')}
            htmlFor="metric-language"
            hint={t('fields.languageHint')}
            error={fieldMessage(t, fieldState.error)}
          >
            <Dropdown
              inputId="metric-language"
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
      <TextField
        name="content.structureTitle"
        label={t('fields.structureTitle')}
        hint={t('fields.structureTitleHint')}
      />
      <TextField name="content.commentPlaceholder" label={t('fields.commentPlaceholder')} />
    </>
  );
}

/** The texts before and after the form, when the page is closed, and the privacy note. */
export function PageTextsFields() {
  const { t } = useTranslation('metrics');
  return (
    <>
      <TextField
        name="content.settings.welcomePage"
        label={t('fields.welcomePage')}
        hint={t('fields.welcomePageHint')}
        long
      />
      <TextField name="content.settings.begin" label={t('fields.begin')} hint={t('fields.beginHint')} long />
      <TextField name="content.settings.after" label={t('fields.after')} hint={t('fields.afterHint')} long />
      <TextField
        name="content.settings.expire"
        label={t('fields.expire')}
        hint={t('fields.expireHint')}
        long
      />
      <TextField name="content.settings.policy.text" label={t('fields.policy')} long />
      <TextField
        name="content.settings.policy.url"
        label={t('fields.policyUrl')}
        hint={t('fields.policyUrlHint')}
        type="url"
        placeholder="https://"
      />
    </>
  );
}

/** No check, or a code by e-mail before a rating counts. */
export function VerificationField() {
  const { t } = useTranslation('metrics');
  const { control } = useFormContext<MetricFormValues>();
  return (
    <Controller
      control={control}
      name="content.verificationMethods"
      render={({ field }) => (
        <fieldset className="gl-metric-radios">
          <legend className="gl-field__label">{t('verification.label')}</legend>
          {(['none', 'email'] as const).map((method) => {
            const id = `metric-verification-${method}`;
            const checked =
              method === 'email' ? field.value.includes('email') : !field.value.includes('email');
            return (
              <span key={method} className="gl-metric-check">
                <RadioButton
                  inputId={id}
                  name="metric-verification"
                  value={method}
                  checked={checked}
                  onChange={() => field.onChange(method === 'email' ? ['email'] : [])}
                />
                <label htmlFor={id}>
                  <strong>{t(`verification.${method}`)}</strong>
                  <span className="gl-metrics-muted">{t(`verification.${method}Hint`)}</span>
                </label>
              </span>
            );
          })}
        </fieldset>
      )}
    />
  );
}
