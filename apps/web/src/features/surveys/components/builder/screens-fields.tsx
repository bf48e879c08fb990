import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField, TextField } from './form-fields';
import type { SurveyFormValues } from './survey-form-model';

/** What guests read on each screen: before the questions, after them, and once the survey is closed. */
export function ScreensFields() {
  const { t } = useTranslation('surveys');
  const base = 'content.settings';
  return (
    <>
      <TextField name="content.subTitle" label={t('fields.subTitle')} hint={t('fields.subTitleHint')} long />
      <TextField
        name={`${base}.welcomePage`}
        label={t('fields.welcomePage')}
        hint={t('fields.welcomePageHint')}
        long
      />
      <TextField name={`${base}.begin`} label={t('fields.begin')} hint={t('fields.beginHint')} long />
      <TextField name={`${base}.after`} label={t('fields.after')} hint={t('fields.afterHint')} long />
      <TextField name={`${base}.expire`} label={t('fields.expire')} hint={t('fields.expireHint')} long />
    </>
  );
}

/** The privacy note under the form: the company's policy, or this survey's own, and the consent question. */
export function PrivacyFields() {
  const { t } = useTranslation('surveys');
  const { control } = useFormContext<SurveyFormValues>();
  const own = useWatch({ control, name: 'content.settings.policy.useOwnPolicy' });
  const base = 'content.settings.policy';
  return (
    <>
      <SwitchField name={`${base}.GDPRCompliance`} label={t('privacy.gdpr')} hint={t('privacy.gdprHint')} />
      <SwitchField name={`${base}.useOwnPolicy`} label={t('privacy.own')} hint={t('privacy.ownHint')} />
      {own ? (
        <>
          <TextField name={`${base}.title`} label={t('privacy.title')} />
          <TextField name={`${base}.policy`} label={t('privacy.text')} long />
          <TextField
            name={`${base}.url`}
            type="url"
            label={t('privacy.url')}
            hint={t('privacy.urlHint')}
            placeholder="https://"
          />
        </>
      ) : null}
    </>
  );
}
