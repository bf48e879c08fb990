import { QR_INFO_LIMITS, QR_INFO_SOCIAL_NETWORKS } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { type Control, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, useFieldMessage } from '../form-fields';
import type { QrFormValues } from '../form-model';
import { LabelField } from './label-field';

type Props = { base: string };
type LinkLists = Record<string, { network: string; url: string }[]>;

export function useNetworkOptions() {
  const { t } = useTranslation('qr-pages');
  return QR_INFO_SOCIAL_NETWORKS.map((value) => ({ value, label: t(`networks.${value}`) }));
}

/** A button with its own words and a link (url-button, order-external-link, booking-url). */
export function LinkButtonSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  return (
    <>
      <TextField name={`${base}.label`} label={t('fields.buttonText')} />
      <TextField name={`${base}.url`} label={t('fields.url')} hint={t('hints.url')} type="url" />
    </>
  );
}

export function SocialButtonSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  return (
    <>
      <SelectField name={`${base}.network`} label={t('fields.network')} options={useNetworkOptions()} />
      <TextField name={`${base}.url`} label={t('fields.url')} hint={t('hints.url')} type="url" />
      <LabelField base={base} />
    </>
  );
}

/** A row of network icons: each a network and its link. */
export function SocialButtonsSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  const { control } = useFormContext<QrFormValues>();
  // Block fields differ by type: the list is reached by its path alone.
  const links = useFieldArray({ control: control as unknown as Control<LinkLists>, name: `${base}.links` });
  const listError = useFieldMessage(`${base}.links`);
  const options = useNetworkOptions();
  return (
    <fieldset className="gl-qr-links">
      <legend>{t('fields.links')}</legend>
      {links.fields.map((field, index) => {
        const number = index + 1;
        return (
          <div key={field.id} className="gl-qr-links__row">
            <SelectField
              name={`${base}.links.${index}.network`}
              label={t('fields.networkNumbered', { number })}
              options={options}
            />
            <TextField
              name={`${base}.links.${index}.url`}
              label={t('fields.urlNumbered', { number })}
              type="url"
            />
            <Button
              type="button"
              icon="pi pi-times"
              text
              rounded
              severity="secondary"
              aria-label={t('fields.removeLink', { number })}
              disabled={links.fields.length === 1}
              onClick={() => links.remove(index)}
            />
          </div>
        );
      })}
      {listError ? (
        <small className="gl-field__error" role="alert">
          {listError}
        </small>
      ) : null}
      <Button
        type="button"
        icon="pi pi-plus"
        text
        label={t('fields.addLink')}
        disabled={links.fields.length >= QR_INFO_LIMITS.socialButtons}
        onClick={() => links.append({ network: 'facebook', url: '' })}
      />
    </fieldset>
  );
}

/** phone, viber, whatsapp, telegram: a number the guest's phone opens. */
export function MessengerSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  return (
    <>
      <TextField name={`${base}.phone`} label={t('fields.phone')} hint={t('hints.phone')} type="tel" />
      <LabelField base={base} />
    </>
  );
}

export function EmailSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  return (
    <>
      <TextField name={`${base}.email`} label={t('fields.email')} type="email" />
      <LabelField base={base} />
    </>
  );
}

/** The card a guest saves to their contacts. */
export function AddContactSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  return (
    <>
      <TextField name={`${base}.name`} label={t('fields.contactName')} />
      <div className="gl-qr-pair">
        <TextField name={`${base}.phone`} label={t('fields.phone')} type="tel" />
        <TextField name={`${base}.email`} label={t('fields.email')} type="email" />
      </div>
      <TextField name={`${base}.url`} label={t('fields.website')} type="url" />
      <TextField name={`${base}.address`} label={t('fields.address')} />
      <TextField name={`${base}.note`} label={t('fields.note')} long />
      <LabelField base={base} />
    </>
  );
}
