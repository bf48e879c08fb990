import { QR_INFO_LIMITS } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useSurveyOptions } from '../../../api/slug-options';
import { NumberField, TextField } from '../form-fields';
import { LabelField } from './label-field';
import { SlugField } from './slug-field';

type Props = { base: string };

/** waiter-call and pay-bill: only their words (they need the table the guest scanned). */
export function LabelOnlySettings({ base, hint }: Props & { hint: string }) {
  return (
    <>
      <p className="gl-qr-muted">{hint}</p>
      <LabelField base={base} />
    </>
  );
}

/** A table booking: party sizes, how far ahead, and a note for the guest. */
export function BookingSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  const most = QR_INFO_LIMITS.partySize;
  return (
    <>
      <div className="gl-qr-pair">
        <NumberField name={`${base}.minPartySize`} label={t('fields.minPartySize')} min={1} max={most} />
        <NumberField name={`${base}.maxPartySize`} label={t('fields.maxPartySize')} min={1} max={most} />
      </div>
      <NumberField
        name={`${base}.daysAhead`}
        label={t('fields.daysAhead')}
        hint={t('hints.daysAhead')}
        min={0}
        max={QR_INFO_LIMITS.daysAhead}
      />
      <TextField name={`${base}.note`} label={t('fields.note')} long />
      <LabelField base={base} />
    </>
  );
}

/** sign-up, sign-in and forgot-password forms: a heading, a line and the button's words. */
export function AccountFormSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  return (
    <>
      <LabelField base={base} name="title" />
      <TextField name={`${base}.text`} label={t('fields.text')} hint={t('hints.optional')} long />
      <LabelField base={base} name="buttonLabel" />
    </>
  );
}

export function SurveyFormSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  const surveys = useSurveyOptions();
  const options = (surveys.data ?? []).map((survey) => ({ value: survey.slug, label: survey.title }));
  return (
    <>
      <SlugField name={`${base}.surveySlug`} label={t('fields.survey')} options={options} />
      <LabelField base={base} name="title" />
    </>
  );
}
