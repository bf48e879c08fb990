import { isPhoneNumber, MESSENGER_KINDS, messengerLink, SOCIAL_NETWORKS } from '@guestloop/contracts';
import { InputText } from 'primereact/inputtext';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { fieldMessage } from './form-errors';
import type { LocationFormValues } from './form-model';

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

/** Messenger numbers (with the link each one becomes), e-mail and social network links. */
export function ContactFields() {
  const { t } = useTranslation('locations');
  const { control, register, formState } = useFormContext<LocationFormValues>();
  const messengers = useWatch({ control, name: 'settings.messengers' });
  const errors = formState.errors.settings;

  return (
    <section className="gl-panel" aria-labelledby="loc-contacts">
      <h2 id="loc-contacts">{t('contacts.title')}</h2>
      <p className="gl-panel__lead">{t('contacts.lead')}</p>
      <div className="gl-loc-grid">
        {MESSENGER_KINDS.map((kind) => {
          const value = messengers[kind];
          const href = value && isPhoneNumber(value) ? messengerLink(kind, value) : null;
          return (
            <FormField
              key={kind}
              label={
                <>
                  <span className={ICONS[kind]} aria-hidden="true" /> {t(`contacts.messengers.${kind}`)}
                </>
              }
              htmlFor={`contact-${kind}`}
              hint={
                href ? (
                  <>
                    {t('contacts.linkPreview')}{' '}
                    <a href={href} target="_blank" rel="noopener noreferrer" className="gl-loc-link">
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
                {...register(`settings.messengers.${kind}`)}
              />
            </FormField>
          );
        })}
        <div className="gl-loc-grid__wide">
          <FormField
            label={
              <>
                <span className="pi pi-envelope" aria-hidden="true" /> {t('contacts.email')}
              </>
            }
            htmlFor="contact-email"
            error={fieldMessage(t, errors?.email)}
          >
            <InputText type="email" autoComplete="email" {...register('settings.email')} />
          </FormField>
        </div>
      </div>
      <h3 className="gl-loc-subheading">{t('contacts.socialsTitle')}</h3>
      <div className="gl-loc-grid">
        {SOCIAL_NETWORKS.map((network) => (
          <FormField
            key={network}
            label={
              <>
                <span className={ICONS[network]} aria-hidden="true" /> {t(`contacts.socials.${network}`)}
              </>
            }
            htmlFor={`social-${network}`}
            error={fieldMessage(t, errors?.socials?.[network])}
          >
            <InputText
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              {...register(`settings.socials.${network}`)}
            />
          </FormField>
        ))}
      </div>
    </section>
  );
}
