import { ZResetPasswordEmailSendBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useResetPasswordEmailSend } from '../api/reset-password-email-send';
import { AuthAlert } from '../components/alert';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaHint } from '../components/captcha-hint';
import { AUTH_PATHS } from '../paths';

const ZForgotForm = ZResetPasswordEmailSendBody.omit({ captchaToken: true });

/**
 * Whether a failed call should still show the neutral "if an account exists" answer: only errors
 * that say nothing about the address (rate limit, bad input, captcha, server down) are shown.
 */
function isVisibleFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status >= 500 ||
    ['RATE_LIMITED', 'VALIDATION_FAILED', 'CAPTCHA_FAILED'].includes(error.code)
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const send = useResetPasswordEmailSend();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(ZForgotForm, formSchemaOptions),
    defaultValues: { email: params.get('email') ?? '' },
  });

  useEffect(() => {
    if (sentTo) heading.current?.focus();
  }, [sentTo]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      if (!isVisibleFailure(error)) setSentTo(values.email);
      else if (!applyServerErrors(error, setError, ['email'])) setFormError(errorMessage(error));
    }
  });

  return (
    <AuthLayout>
      {sentTo ? (
        <section className="gl-auth__status">
          <span className="gl-auth__status-icon pi pi-envelope" aria-hidden="true" />
          <h1 ref={heading} tabIndex={-1}>
            {t('forgot.sentTitle')}
          </h1>
          <p role="status">{t('forgot.sentMessage', { email: sentTo })}</p>
          <p className="gl-auth__note">{t('common.spamHint')}</p>
          <p className="gl-auth__switch">
            <button type="button" className="gl-auth__text-button" onClick={() => setSentTo(null)}>
              {t('forgot.tryAnother')}
            </button>
          </p>
        </section>
      ) : (
        <>
          <h1>{t('forgot.heading')}</h1>
          <p className="gl-auth__subtitle">{t('forgot.subtitle')}</p>
          <div aria-live="polite">{formError ? <AuthAlert tone="error">{formError}</AuthAlert> : null}</div>
          <form className="gl-auth__form" onSubmit={onSubmit} noValidate>
            <FormField label={t('fields.email')} htmlFor="forgot-email" error={fieldMessage(t, errors.email)}>
              <InputText
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder={t('placeholders.email')}
                {...register('email')}
              />
            </FormField>
            <Button
              type="submit"
              className="gl-auth__submit"
              label={t('forgot.submit')}
              loading={isSubmitting}
            />
          </form>
          <CaptchaHint />
        </>
      )}
      <p className="gl-auth__switch">
        <Link className="gl-auth__link" to={AUTH_PATHS.signIn}>
          {t('common.backToSignIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
