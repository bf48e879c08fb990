import {
  isLanguage,
  type TLanguage,
  type TRegisterCompleteBody,
  ZRegisterCompleteBody,
} from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormField, PageLoader } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { currencyOptions, defaultCurrency } from '@/lib/currency';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/session';
import { useRegisterComplete } from '../api/register-complete';
import { AuthAlert } from '../components/alert';
import { AuthLayout } from '../components/auth-layout';
import { LanguageField } from '../components/language-field';
import { AUTH_PATHS, safeNext, withNext } from '../paths';

const FIELDS = ['companyName', 'currency', 'language'] as const;

export function CompleteRegistrationPage() {
  const { t, i18n } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const { user, isLoading } = useCurrentUser();
  const complete = useRegisterComplete();
  const [formError, setFormError] = useState<string | null>(null);
  const uiLanguage: TLanguage = isLanguage(i18n.language) ? i18n.language : 'en';
  const currencies = useMemo(() => currencyOptions(uiLanguage), [uiLanguage]);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TRegisterCompleteBody>({
    resolver: zodResolver(ZRegisterCompleteBody, formSchemaOptions),
    values: {
      companyName: '',
      currency: defaultCurrency(user?.language ?? uiLanguage),
      language: user?.language ?? uiLanguage,
    },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await complete.mutateAsync(values);
      navigate(safeNext(next), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REGISTRATION_ALREADY_COMPLETE') {
        navigate(safeNext(next), { replace: true });
      } else if (!applyServerErrors(error, setError, FIELDS)) {
        setFormError(errorMessage(error));
      }
    }
  });

  if (isLoading || user === undefined) return <PageLoader fullScreen />;
  if (!user) return <Navigate to={withNext(AUTH_PATHS.signIn, AUTH_PATHS.completeRegistration)} replace />;
  // A guest account sets up no company: the console tells it what it is.
  if (user.guestAccount) return <Navigate to={AUTH_PATHS.console} replace />;
  if (user.registrationComplete && !complete.isPending && !complete.isSuccess) {
    return <Navigate to={safeNext(next)} replace />;
  }

  return (
    <AuthLayout languageSwitcher={false}>
      <h1>{t('complete.heading')}</h1>
      <p className="gl-auth__subtitle">
        {t('complete.subtitle')}{' '}
        <span className="gl-auth__note">{t('complete.signedInAs', { email: user.email })}</span>
      </p>
      <div aria-live="polite">{formError ? <AuthAlert tone="error">{formError}</AuthAlert> : null}</div>
      <form className="gl-auth__form" onSubmit={onSubmit} noValidate>
        <FormField
          label={t('fields.companyName')}
          htmlFor="complete-company"
          error={fieldMessage(t, errors.companyName)}
        >
          <InputText
            autoComplete="organization"
            placeholder={t('placeholders.companyName')}
            {...register('companyName')}
          />
        </FormField>
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <FormField
              label={t('fields.currency')}
              htmlFor="complete-currency"
              error={fieldMessage(t, errors.currency)}
              hint={t('hints.currency')}
            >
              <Dropdown
                inputId="complete-currency"
                value={field.value}
                options={currencies}
                optionLabel="label"
                optionValue="value"
                onChange={(event) => field.onChange(event.value)}
                onBlur={field.onBlur}
                filter
              />
            </FormField>
          )}
        />
        <LanguageField control={control} fallback={uiLanguage} />
        <Button
          type="submit"
          className="gl-auth__submit"
          icon="pi pi-arrow-right"
          iconPos="right"
          label={t('complete.submit')}
          loading={isSubmitting}
        />
      </form>
    </AuthLayout>
  );
}
