import {
  isPhoneNumber,
  MESSENGER_KINDS,
  messengerLink,
  SOCIAL_NETWORKS,
  type TMessengerKind,
  type TSocialNetwork,
} from '@guestloop/contracts';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { type Control, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-errors';
import { FormField } from './FormField';

/** The contact part of a form (company or location settings), text inputs holding '' when not set. */
export interface ContactValues {
  settings: {
    email: string;
    messengers: Record<TMessengerKind, string>;
    socials: Record<TSocialNetwork, string>;
  };
}

export interface ContactFieldsProps<T extends ContactValues> {
  /** The react-hook-form control of a form with `settings.{email,messengers,socials}`. */
  control: Control<T>;
  /** Input ids: `<idPrefix>-phone`, `<idPrefix>-email`, `<idPrefix>-social-instagram`… */
  idPrefix: string;
  /** The page's CSS prefix: `<classPrefix>-grid`, `-grid__wide`, `-subheading`, `-link`. */
  classPrefix: string;
  disabled?: boolean;
}

const ICONS: Record<TMessengerKind | TSocialNetwork, string> = {
  phone: 'pi pi-phone',
  viber: 'pi pi-comment',
  telegram: 'pi pi-telegram',
  whatsapp: 'pi pi-whatsapp',
  facebook: 'pi pi-facebook',
  instagram: 'pi pi-instagram',
  linkedin: 'pi pi-linkedin',
  youtube: 'pi pi-youtube',
  tiktok: 'pi pi-tiktok',
  'web-site': 'pi pi-globe',
  behance: 'pi pi-palette',
  x: 'pi pi-twitter',
};

const iconLabel = (icon: string, text: ReactNode) => (
  <>
    <span className={icon} aria-hidden="true" /> {text}
  </>
);

/**
 * Messenger numbers (each with the link it becomes), e-mail and social network links, for the
 * company's and each location's contacts. Texts come from `common:contacts`.
 */
export function ContactFields<T extends ContactValues>({
  control,
  idPrefix,
  classPrefix,
  disabled,
}: ContactFieldsProps<T>) {
  const { t } = useTranslation('common');
  const form = control as unknown as Control<ContactValues>;
  const messengers = useWatch({ control: form, name: 'settings.messengers' });
  const errors = useFormState({ control: form, name: 'settings' }).errors.settings;
  const { register } = form;

  return (
    <>
      <div className={`${classPrefix}-grid`}>
        {MESSENGER_KINDS.map((kind) => {
          const value = messengers[kind];
          const href = value && isPhoneNumber(value) ? messengerLink(kind, value) : null;
          return (
            <FormField
              key={kind}
              label={iconLabel(ICONS[kind], t(`contacts.messengers.${kind}`))}
              htmlFor={`${idPrefix}-${kind}`}
              hint={
                href ? (
                  <>
                    {t('contacts.linkPreview')}{' '}
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${classPrefix}-link`}
                    >
                      {href}
                    </a>
                  </>
                ) : (
                  t('contacts.phoneHint')
                )
              }
              error={fieldMessage(t, errors?.messengers?.[kind])}
            >
              <InputText
                type="tel"
                inputMode="tel"
                autoComplete="off"
                disabled={disabled}
                {...register(`settings.messengers.${kind}`)}
              />
            </FormField>
          );
        })}
        <div className={`${classPrefix}-grid__wide`}>
          <FormField
            label={iconLabel('pi pi-envelope', t('contacts.email'))}
            htmlFor={`${idPrefix}-email`}
            error={fieldMessage(t, errors?.email)}
          >
            <InputText
              type="email"
              autoComplete="email"
              disabled={disabled}
              {...register('settings.email')}
            />
          </FormField>
        </div>
      </div>
      <h3 className={`${classPrefix}-subheading`}>{t('contacts.socialsTitle')}</h3>
      <div className={`${classPrefix}-grid`}>
        {SOCIAL_NETWORKS.map((network) => (
          <FormField
            key={network}
            label={iconLabel(ICONS[network], t(`contacts.socials.${network}`))}
            htmlFor={`${idPrefix}-social-${network}`}
            error={fieldMessage(t, errors?.socials?.[network])}
          >
            <InputText
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              disabled={disabled}
              {...register(`settings.socials.${network}`)}
            />
          </FormField>
        ))}
      </div>
    </>
  );
}
