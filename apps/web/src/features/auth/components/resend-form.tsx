import { type TConfirmEmailResendBody, ZConfirmEmailResendBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useConfirmEmailResend } from '../api/confirm-email-resend';
import { AuthAlert } from './alert';

/** Asks for a new activation link (POST /confirm-email-resend) for a typed address. */
export function ResendForm() {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const resend = useConfirmEmailResend();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TConfirmEmailResendBody>({
    resolver: zodResolver(ZConfirmEmailResendBody, formSchemaOptions),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSentTo(null);
    try {
      await resend.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
    }
  });

  return (
    <section className="gl-auth__resend" aria-labelledby="resend-heading">
      <h2 id="resend-heading">{t('token.resendHeading')}</h2>
      <div aria-live="polite">
        {sentTo ? <AuthAlert tone="success">{t('token.resent', { email: sentTo })}</AuthAlert> : null}
        {resend.isError && !errors.email ? (
          <AuthAlert tone="error">{errorMessage(resend.error)}</AuthAlert>
        ) : null}
      </div>
      <form className="gl-auth__form" onSubmit={onSubmit} noValidate>
        <FormField label={t('fields.email')} htmlFor="resend-email" error={fieldMessage(t, errors.email)}>
          <InputText type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <Button
          type="submit"
          className="gl-auth__submit"
          outlined
          icon="pi pi-send"
          label={t('token.resendSubmit')}
          loading={isSubmitting}
        />
      </form>
    </section>
  );
}
