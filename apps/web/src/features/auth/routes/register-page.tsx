import { isLanguage, type TLanguage, ZRegisterBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormField, PasswordInput } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/session';
import { type RegisterInput, useRegister } from '../api/register';
import { useRegisterWithGoogle } from '../api/register-with-google';
import { AuthAlert } from '../components/alert';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaHint } from '../components/captcha-hint';
import { AuthGoogleButton } from '../components/google-sign-in';
import { InboxScreen } from '../components/inbox-screen';
import { LanguageField } from '../components/language-field';
import { PasswordStrength } from '../components/password-strength';
import { AUTH_PATHS, afterSignIn, withNext } from '../paths';

const ZRegisterForm = ZRegisterBody.omit({ captchaToken: true });
const FIELDS = ['name', 'email', 'password', 'language'] as const;

export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const { user } = useCurrentUser();
  const registration = useRegister();
  const google = useRegisterWithGoogle();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const uiLanguage: TLanguage = isLanguage(i18n.language) ? i18n.language : 'en';

  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(ZRegisterForm, formSchemaOptions),
    defaultValues: { name: '', email: params.get('email') ?? '', password: '', language: uiLanguage },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // A new address and one that has an account get the same answer (and a mail each).
      await registration.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) setFormError(errorMessage(error));
    }
  });

  const language = watch('language');
  const onGoogle = useCallback(
    (token: string) => {
      setFormError(null);
      google.mutate(
        { token, language },
        {
          onSuccess: (signedIn) => navigate(afterSignIn(signedIn, next), { replace: true }),
          onError: (error) => setFormError(errorMessage(error)),
        },
      );
    },
    [google.mutate, language, navigate, next, errorMessage],
  );

  if (user) return <Navigate to={afterSignIn(user, next)} replace />;

  if (sentTo) {
    return (
      <AuthLayout>
        <InboxScreen email={sentTo} onStartOver={() => setSentTo(null)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout languageSwitcher={false}>
      <h1>{t('register.heading')}</h1>
      <p className="gl-auth__subtitle">{t('register.subtitle')}</p>
      <div aria-live="polite">{formError ? <AuthAlert tone="error">{formError}</AuthAlert> : null}</div>

      <form className="gl-auth__form" onSubmit={onSubmit} noValidate>
        <FormField label={t('fields.name')} htmlFor="register-name" error={fieldMessage(t, errors.name)}>
          <InputText autoComplete="name" placeholder={t('placeholders.name')} {...register('name')} />
        </FormField>
        <FormField label={t('fields.email')} htmlFor="register-email" error={fieldMessage(t, errors.email)}>
          <InputText
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('placeholders.email')}
            {...register('email')}
          />
        </FormField>
        <FormField
          label={t('fields.password')}
          htmlFor="register-password"
          error={fieldMessage(t, errors.password)}
          hint={<PasswordStrength password={watch('password') ?? ''} />}
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <LanguageField control={control} fallback={uiLanguage} />
        <Button
          type="submit"
          className="gl-auth__submit"
          label={t('register.submit')}
          loading={isSubmitting}
        />
      </form>

      <CaptchaHint />
      <AuthGoogleButton mode="signup" onCredential={onGoogle} />

      <p className="gl-auth__switch">
        {t('register.haveAccount')}{' '}
        <Link className="gl-auth__link" to={withNext(AUTH_PATHS.signIn, next)}>
          {t('register.signIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
