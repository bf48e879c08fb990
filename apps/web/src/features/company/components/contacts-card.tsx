import {
  MESSENGER_KINDS,
  SOCIAL_NETWORKS,
  type TStructure,
  type TStructureSettingsInput,
  ZMessengerSettings,
  ZSocialSettings,
  ZStructureSettingsInput,
} from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ContactFields, type ContactValues } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useUpdateStructure } from '../api/update-structure';

/** The contact sections of POST /structure with text inputs ('' = not set). */
const ZContacts = z.object({
  settings: z.object({
    email: ZStructureSettingsInput.shape.email,
    messengers: ZMessengerSettings,
    socials: ZSocialSettings,
  }),
});

const FIELDS = [
  'settings.email',
  ...MESSENGER_KINDS.map((kind) => `settings.messengers.${kind}`),
  ...SOCIAL_NETWORKS.map((network) => `settings.socials.${network}`),
];

function contactsOf({ settings }: TStructure): ContactValues {
  const text = (value: string | null) => value ?? '';
  return {
    settings: {
      email: text(settings.email),
      messengers: Object.fromEntries(MESSENGER_KINDS.map((k) => [k, text(settings.messengers[k])])) as never,
      socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, text(settings.socials[n])])) as never,
    },
  };
}

/** The company-wide contacts: messenger numbers (with their links), e-mail, social networks. */
export function ContactsCard({ structure, canEdit }: { structure: TStructure; canEdit: boolean }) {
  const { t } = useTranslation('company');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const update = useUpdateStructure();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<ContactValues>({
    resolver: zodResolver(ZContacts, formSchemaOptions) as unknown as Resolver<ContactValues>,
    defaultValues: contactsOf(structure),
  });

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
        <ContactFields control={control} idPrefix="company" classPrefix="gl-company" disabled={!canEdit} />
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
