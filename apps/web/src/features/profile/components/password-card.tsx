import { type TUser, ZEditPasswordBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormField, NewPasswordFields, PasswordInput } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useEditPassword } from '../api/edit-password';

const ZPasswordForm = ZEditPasswordBody.extend({ confirm: z.string() }).refine(
  (values) => values.password === values.confirm,
  { path: ['confirm'], error: 'passwords_differ' },
);
type PasswordForm = z.infer<typeof ZPasswordForm>;

const FORGOT_PASSWORD = '/user/app/forgot-password';

/** Changing the password needs the current one; a wrong one is shown on its field. */
export function PasswordCard({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const edit = useEditPassword();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(ZPasswordForm, formSchemaOptions),
    defaultValues: { oldPassword: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ oldPassword, password }) => {
    try {
      await edit.mutateAsync({ oldPassword, password });
      reset();
      toast.success(t('password.saved'), t('password.savedDetail'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        setError('oldPassword', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      } else if (!applyServerErrors(error, setError, ['oldPassword', 'password'])) {
        setError('confirm', { type: 'server', message: errorMessage(error) });
      }
    }
  });

  return (
    <section className="gl-profile-card" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{t('password.title')}</h2>
      {user.hasPassword ? (
        <>
          <p className="gl-profile-card__lead">{t('password.lead')}</p>
          <form className="gl-profile-form" onSubmit={onSubmit} noValidate>
            <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
            <FormField
              label={t('password.current')}
              htmlFor="profile-old-password"
              error={fieldMessage(t, errors.oldPassword)}
            >
              <PasswordInput autoComplete="current-password" {...register('oldPassword')} />
            </FormField>
            <NewPasswordFields
              control={control}
              ids={{ password: 'profile-new-password', confirm: 'profile-confirm-password' }}
              labels={{ password: t('password.new'), confirm: t('password.confirm') }}
              hint={t('password.hint')}
            />
            <div className="gl-profile-actions">
              <Button type="submit" label={t('password.submit')} loading={isSubmitting} />
            </div>
          </form>
        </>
      ) : (
        <p className="gl-profile-card__lead">
          {t('password.googleOnly')}{' '}
          <Link to={`${FORGOT_PASSWORD}?email=${encodeURIComponent(user.email)}`}>
            {t('password.setViaReset')}
          </Link>
        </p>
      )}
    </section>
  );
}
