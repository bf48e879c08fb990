import type { TUser } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, FormField, PasswordInput } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { fieldMessage } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

const SIGN_IN = '/user/app/sign-in';

/** Deleting the account: confirmed in a dialog with the password, then signed out. */
export function DeleteAccountCard({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  const close = () => {
    setOpen(false);
    setProblem(null);
    reset();
  };

  const onSubmit = handleSubmit(async ({ password }) => {
    setProblem(null);
    if (user.hasPassword && !password) {
      setError('password', { type: 'required', message: 'required' }, { shouldFocus: true });
      return;
    }
    try {
      await remove.mutateAsync(user.hasPassword ? { password } : {});
      toast.info(t('delete.done'));
      navigate(SIGN_IN, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        setError('password', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.code === 'CONFLICT') {
        setProblem(t('delete.lastAdmin'));
      } else {
        setProblem(errorMessage(error));
      }
    }
  });

  return (
    <section className="gl-profile-card gl-profile-card--danger" aria-labelledby="profile-delete-title">
      <h2 id="profile-delete-title">{t('delete.title')}</h2>
      <p className="gl-profile-card__lead">{t('delete.lead')}</p>
      <div className="gl-profile-actions" style={{ marginTop: '1rem' }}>
        <Button
          type="button"
          severity="danger"
          outlined
          icon="pi pi-trash"
          label={t('delete.open')}
          onClick={() => setOpen(true)}
        />
      </div>
      <Dialog
        visible={open}
        onHide={close}
        header={t('delete.dialogTitle')}
        modal
        draggable={false}
        style={{ width: 'min(32rem, 94vw)' }}
      >
        <form className="gl-profile-form" onSubmit={onSubmit} noValidate style={{ marginTop: 0 }}>
          <p className="gl-profile-card__lead">{t('delete.warning')}</p>
          {user.hasPassword ? (
            <FormField
              label={t('delete.password')}
              htmlFor="profile-delete-password"
              error={fieldMessage(t, errors.password)}
            >
              <PasswordInput autoComplete="current-password" autoFocus {...register('password')} />
            </FormField>
          ) : null}
          <div aria-live="polite">
            {problem ? (
              <p className="gl-profile-message gl-profile-message--error" role="alert">
                {problem}
              </p>
            ) : null}
          </div>
          <div className="gl-profile-actions">
            <Button
              type="submit"
              severity="danger"
              icon="pi pi-trash"
              label={t('delete.confirm')}
              loading={isSubmitting}
            />
            <Button type="button" text label={t('common.cancel')} onClick={close} />
          </div>
        </form>
      </Dialog>
    </section>
  );
}
