import { type TIntegrateEmailBody, type TUser, ZIntegrateEmailBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useIntegrateEmail } from '../api/integrate-email';

/** The sign-in address; a new one takes effect once confirmed from the mailed link. */
export function EmailCard({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const integrate = useIntegrateEmail();
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TIntegrateEmailBody>({
    resolver: zodResolver(ZIntegrateEmailBody, formSchemaOptions),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await integrate.mutateAsync(values);
      setSentTo(values.email);
      setEditing(false);
      reset();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['email'])) {
        setError('email', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      }
    }
  });

  return (
    <section className="gl-profile-card" aria-labelledby="profile-email-title">
      <h2 id="profile-email-title">{t('email.title')}</h2>
      <p className="gl-profile-card__lead">{t('email.lead')}</p>
      <div className="gl-profile-email">
        <span>{user.email}</span>
        {editing ? null : (
          <Button
            type="button"
            text
            size="small"
            icon="pi pi-pencil"
            label={t('email.change')}
            onClick={() => setEditing(true)}
          />
        )}
      </div>
      <div aria-live="polite">
        {sentTo ? (
          <p className="gl-profile-message gl-profile-message--success" role="status">
            {t('email.sent', { email: sentTo })}
          </p>
        ) : null}
      </div>
      {editing ? (
        <form className="gl-profile-form" onSubmit={onSubmit} noValidate>
          <FormField
            label={t('email.newEmail')}
            htmlFor="profile-new-email"
            error={fieldMessage(t, errors.email)}
          >
            <InputText type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
          </FormField>
          <div className="gl-profile-actions">
            <Button type="submit" icon="pi pi-send" label={t('email.submit')} loading={isSubmitting} />
            <Button type="button" text label={t('common.cancel')} onClick={() => setEditing(false)} />
          </div>
        </form>
      ) : null}
    </section>
  );
}
