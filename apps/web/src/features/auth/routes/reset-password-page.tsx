import { ZResetPasswordBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthAlert } from '../components/alert';
import { AuthLayout } from '../components/auth-layout';
import { PasswordStrength } from '../components/password-strength';
import { AUTH_PATHS, afterSignIn } from '../paths';

const ZResetForm = ZResetPasswordBody.pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], error: 'passwords_differ' });
type ResetForm = z.infer<typeof ZResetForm>;

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const toast = useToast();
  const [formError, setFormError] = useState<{ text: string; tokenProblem: boolean } | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(ZResetForm, formSchemaOptions),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const user = await reset.mutateAsync({ token, password });
      toast.success(t('reset.done'));
      navigate(afterSignIn(user, null), { replace: true });
    } catch (error) {
      const tokenProblem =
        error instanceof ApiError && ['TOKEN_INVALID', 'TOKEN_EXPIRED'].includes(error.code);
      if (tokenProblem || !applyServerErrors(error, setError, ['password'])) {
        setFormError({ text: errorMessage(error), tokenProblem });
      }
    }
  });

  if (!ZResetPasswordBody.shape.token.safeParse(token).success) {
    return (
      <AuthLayout>
        <section className="gl-auth__status">
          <span className="gl-auth__status-icon gl-auth__status-icon--error pi pi-times" aria-hidden="true" />
          <h1>{t('reset.missingTitle')}</h1>
          <p role="alert">{t('reset.missingMessage')}</p>
          <Link className="gl-auth__link" to={AUTH_PATHS.forgotPassword}>
            {t('reset.requestNew')}
          </Link>
        </section>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <h1>{t('reset.heading')}</h1>
      <p className="gl-auth__subtitle">{t('reset.subtitle')}</p>
      <div aria-live="polite">
        {formError ? (
          <AuthAlert
            tone="error"
            actions={
              formError.tokenProblem ? (
                <Link className="gl-auth__link" to={AUTH_PATHS.forgotPassword}>
                  {t('reset.requestNew')}
                </Link>
              ) : null
            }
          >
            {formError.text}
          </AuthAlert>
        ) : null}
      </div>
      <form className="gl-auth__form" onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          control={control}
          ids={{ password: 'reset-password', confirm: 'reset-confirm' }}
          labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmPassword') }}
          hint={<PasswordStrength password={watch('password') ?? ''} />}
        />
        <Button type="submit" className="gl-auth__submit" label={t('reset.submit')} loading={isSubmitting} />
      </form>
      <p className="gl-auth__switch">
        <Link className="gl-auth__link" to={AUTH_PATHS.signIn}>
          {t('common.backToSignIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
