import { type TStaffUser, ZChangeUserPasswordBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, PasswordInput } from '@/components/ui';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useChangeUserPassword } from '../api/change-user-password';
import { useProblemMessage } from './access';

const ZPasswordForm = z
  .object({ password: ZChangeUserPasswordBody.shape.password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], error: 'passwords_differ' });
type PasswordForm = z.infer<typeof ZPasswordForm>;

/** An administrator sets someone else's password; that person is signed out everywhere. */
export function SetPasswordDialog({ user, onHide }: { user: TStaffUser | null; onHide: () => void }) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const change = useChangeUserPassword();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(ZPasswordForm, formSchemaOptions),
    defaultValues: { password: '', confirm: '' },
  });

  const close = () => {
    setProblem(null);
    reset();
    onHide();
  };

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!user) return;
    setProblem(null);
    try {
      await change.mutateAsync({ id: user.id, password });
      toast.success(t('password.done', { name: user.name }));
      close();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['password'])) setProblem(problemMessage(error));
    }
  });

  return (
    <Dialog
      visible={user !== null}
      onHide={close}
      header={user ? t('password.title', { name: user.name }) : ''}
      modal
      draggable={false}
      style={{ width: 'min(30rem, 94vw)' }}
    >
      {user ? (
        <form className="gl-users-form" onSubmit={onSubmit} noValidate>
          <p className="gl-users-muted">{t('password.lead', { name: user.name })}</p>
          <input type="email" name="username" autoComplete="off" value={user.email} readOnly hidden />
          <FormField
            label={t('password.new')}
            htmlFor="set-password-new"
            error={fieldMessage(t, errors.password)}
            hint={t('password.hint')}
          >
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField
            label={t('password.confirm')}
            htmlFor="set-password-confirm"
            error={fieldMessage(t, errors.confirm)}
          >
            <PasswordInput autoComplete="new-password" {...register('confirm')} />
          </FormField>
          <div aria-live="polite">
            {problem ? (
              <p className="gl-users-problem" role="alert">
                {problem}
              </p>
            ) : null}
          </div>
          <div className="gl-users-dialog-actions">
            <Button type="submit" icon="pi pi-key" label={t('password.submit')} loading={isSubmitting} />
            <Button type="button" text label={t('actions.cancel')} onClick={close} />
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
