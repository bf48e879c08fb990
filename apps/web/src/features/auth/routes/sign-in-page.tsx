import { ZLoginBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormField, PasswordInput } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/session';
import { useConfirmEmailResend } from '../api/confirm-email-resend';
import { type LoginInput, useLogin } from '../api/login';
import { useLoginWithGoogle } from '../api/login-with-google';
import { AuthAlert } from '../components/alert';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaHint } from '../components/captcha-hint';
import { AuthGoogleButton } from '../components/google-sign-in';
import { AUTH_PATHS, afterSignIn, withNext } from '../paths';

const ZSignInForm = ZLoginBody.omit({ captchaToken: true });

export function SignInPage() {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const { user } = useCurrentUser();
  const login = useLogin();
  const google = useLoginWithGoogle();
  const resend = useConfirmEmailResend();
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(ZSignInForm, formSchemaOptions),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setPendingEmail(null);
    resend.reset();
    try {
      const signedIn = await login.mutateAsync(values);
      navigate(afterSignIn(signedIn, next), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ACCOUNT_NOT_ACTIVATED') {
        setPendingEmail(values.email);
      } else if (!applyServerErrors(error, setError, ['email', 'password'])) {
        setFormError(errorMessage(error));
      }
    }
  });

  const onGoogle = useCallback(
    (token: string) => {
      setFormError(null);
      google.mutate(
        { token },
        {
          onSuccess: (signedIn) => navigate(afterSignIn(signedIn, next), { replace: true }),
          onError: (error) =>
            setFormError(
              error instanceof ApiError && error.status === 404 ? t('google.noAccount') : errorMessage(error),
            ),
        },
      );
    },
    [google.mutate, navigate, next, t, errorMessage],
  );

  if (user && !login.isPending) return <Navigate to={afterSignIn(user, next)} replace />;

  const email = t('fields.email');
  return (
    <AuthLayout>
      <h1>{t('signIn.heading')}</h1>
      <p className="gl-auth__subtitle">{t('signIn.subtitle')}</p>

      <div aria-live="polite">
        {formError ? <AuthAlert tone="error">{formError}</AuthAlert> : null}
        {pendingEmail ? (
          <AuthAlert
            tone="info"
            title={t('signIn.pending.title')}
            actions={
              resend.isSuccess ? null : (
                <Button
                  type="button"
                  size="small"
                  outlined
                  icon="pi pi-send"
                  label={t('signIn.pending.resend')}
                  loading={resend.isPending}
                  onClick={() => resend.mutate({ email: pendingEmail })}
                />
              )
            }
          >
            {resend.isSuccess
              ? t('signIn.pending.sent', { email: pendingEmail })
              : resend.isError
                ? errorMessage(resend.error)
                : t('signIn.pending.message', { email: pendingEmail })}
          </AuthAlert>
        ) : null}
      </div>

      <form className="gl-auth__form" onSubmit={onSubmit} noValidate>
        <FormField label={email} htmlFor="sign-in-email" error={fieldMessage(t, errors.email)}>
          <InputText
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder={t('placeholders.email')}
            {...register('email')}
          />
        </FormField>
        <FormField
          label={t('fields.password')}
          htmlFor="sign-in-password"
          error={fieldMessage(t, errors.password)}
        >
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className="gl-auth__label-row">
          <Link
            className="gl-auth__link"
            to={`${AUTH_PATHS.forgotPassword}?email=${encodeURIComponent(watch('email') ?? '')}`}
          >
            {t('signIn.forgot')}
          </Link>
        </div>
        <Button
          type="submit"
          className="gl-auth__submit"
          label={t('signIn.submit')}
          loading={isSubmitting || google.isPending}
        />
      </form>

      <CaptchaHint />
      <AuthGoogleButton mode="signin" onCredential={onGoogle} />

      <p className="gl-auth__switch">
        {t('signIn.noAccount')}{' '}
        <Link className="gl-auth__link" to={withNext(AUTH_PATHS.register, next)}>
          {t('signIn.register')}
        </Link>
      </p>
    </AuthLayout>
  );
}
