import { type TStaffUser, ZChangeUserPasswordBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, NewPasswordFields } from '@/components/ui';
import { applyServerErrors, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useChangeUserPassword } from '../api/change-user-password';
import { useProblemMessage } from './access';
import { DialogFooter } from './dialog-footer';

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
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
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
          <NewPasswordFields
            control={control}
            ids={{ password: 'set-password-new', confirm: 'set-password-confirm' }}
            labels={{ password: t('password.new'), confirm: t('password.confirm') }}
            hint={t('password.hint')}
          />
          <DialogFooter problem={problem} onCancel={close}>
            <Button type="submit" icon="pi pi-key" label={t('password.submit')} loading={isSubmitting} />
          </DialogFooter>
        </form>
      ) : null}
    </Dialog>
  );
}
