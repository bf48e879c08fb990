import {
  isPhoneNumber,
  MESSENGER_KINDS,
  messengerLink,
  SOCIAL_NETWORKS,
  type TStructure,
  type TStructureSettingsInput,
  ZMessengerSettings,
  ZSocialSettings,
  ZStructureSettingsInput,
} from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useUpdateStructure } from '../api/update-structure';
import { applyServerErrors, fieldMessage, formSchemaOptions } from './form-errors';

/** The contact sections of POST /structure with text inputs ('' = not set). */
const ZContacts = z.object({
  settings: z.object({
    email: ZStructureSettingsInput.shape.email,
    messengers: ZMessengerSettings,
    socials: ZSocialSettings,
  }),
});
interface Contacts {
  settings: {
    email: string;
    messengers: Record<(typeof MESSENGER_KINDS)[number], string>;
    socials: Record<(typeof SOCIAL_NETWORKS)[number], string>;
  };
}

const FIELDS = [
  'settings.email',
  ...MESSENGER_KINDS.map((kind) => `settings.messengers.${kind}`),
  ...SOCIAL_NETWORKS.map((network) => `settings.socials.${network}`),
];

const ICONS: Record<string, string> = {
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

function contactsOf({ settings }: TStructure): Contacts {
  const text = (value: string | null) => value ?? '';
  return {
    settings: {
      email: text(settings.email),
      messengers: Object.fromEntries(MESSENGER_KINDS.map((k) => [k, text(settings.messengers[k])])) as never,
      socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, text(settings.socials[n])])) as never,
    },
  };
}

const iconLabel = (icon: string | undefined, text: string) => (
  <>
    <span className={icon} aria-hidden="true" /> {text}
  </>
);

/** The company-wide contacts: messenger numbers (with their links), e-mail, social networks. */
export function ContactsCard({ structure, canEdit }: { structure: TStructure; canEdit: boolean }) {
  const { t } = useTranslation('company');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const update = useUpdateStructure();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Contacts>({
    resolver: zodResolver(ZContacts, formSchemaOptions) as unknown as Resolver<Contacts>,
    defaultValues: contactsOf(structure),
  });
  const messengers = useWatch({ control, name: 'settings.messengers' });
  const fieldErrors = errors.settings;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const settings: TStructureSettingsInput = { ...values.settings, email: values.settings.email.trim() };
    try {
      reset(contactsOf(await update.mutateAsync({ settings })));
      toast.success(t('contacts.saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS as never)) setFormError(errorMessage(error));
    }
  });

  return (
    <section className="gl-panel" aria-labelledby="company-contacts">
      <h2 id="company-contacts">{t('contacts.title')}</h2>
      <p className="gl-panel__lead">{t('contacts.lead')}</p>
      <form className="gl-company-form" onSubmit={onSubmit} noValidate>
        {formError ? (
          <p className="gl-company-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="gl-company-grid">
          {MESSENGER_KINDS.map((kind) => {
            const value = messengers[kind];
            const href = value && isPhoneNumber(value) ? messengerLink(kind, value) : null;
            return (
              <FormField
                key={kind}
                label={iconLabel(ICONS[kind], t(`contacts.messengers.${kind}`))}
                htmlFor={`company-${kind}`}
                hint={
                  href ? (
                    <>
                      {t('contacts.linkPreview')}{' '}
                      <a href={href} target="_blank" rel="noopener noreferrer" className="gl-company-link">
                        {href}
                      </a>
                    </>
                  ) : (
                    t('contacts.phoneHint')
                  )
                }
                error={fieldMessage(t, fieldErrors?.messengers?.[kind])}
              >
                <InputText
                  type="tel"
                  inputMode="tel"
                  disabled={!canEdit}
                  {...register(`settings.messengers.${kind}`)}
                />
              </FormField>
            );
          })}
          <div className="gl-company-grid__wide">
            <FormField
              label={iconLabel('pi pi-envelope', t('contacts.email'))}
              htmlFor="company-email"
              error={fieldMessage(t, fieldErrors?.email)}
            >
              <InputText
                type="email"
                autoComplete="email"
                disabled={!canEdit}
                {...register('settings.email')}
              />
            </FormField>
          </div>
        </div>
        <h3 className="gl-company-subheading">{t('contacts.socialsTitle')}</h3>
        <div className="gl-company-grid">
          {SOCIAL_NETWORKS.map((network) => (
            <FormField
              key={network}
              label={iconLabel(ICONS[network], t(`contacts.socials.${network}`))}
              htmlFor={`company-social-${network}`}
              error={fieldMessage(t, fieldErrors?.socials?.[network])}
            >
              <InputText
                type="url"
                inputMode="url"
                placeholder="https://"
                disabled={!canEdit}
                {...register(`settings.socials.${network}`)}
              />
            </FormField>
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
