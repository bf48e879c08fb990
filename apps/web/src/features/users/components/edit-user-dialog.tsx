import { type TStaffUser, ZUpdateUserBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField } from '@/components/ui';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useUpdateUser } from '../api/update-user';
import { useProblemMessage } from './access';
import { DialogFooter } from './dialog-footer';
import { RoleField } from './role-select';
import { StatusSection } from './status-section';

const ZEditForm = z.object({
  name: ZUpdateUserBody.shape.name.unwrap(),
  roleSlug: z.string(),
});
type EditForm = z.infer<typeof ZEditForm>;

export interface EditUserDialogProps {
  user: TStaffUser | null;
  isSelf: boolean;
  onHide: () => void;
}

/** Name and role of a staff member, and their status (see StatusSection). */
export function EditUserDialog({ user, isSelf, onHide }: EditUserDialogProps) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const update = useUpdateUser();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditForm>({
    resolver: zodResolver(ZEditForm, formSchemaOptions),
    defaultValues: { name: '', roleSlug: '' },
  });

  useEffect(() => {
    if (user) reset({ name: user.name, roleSlug: user.role?.slug ?? '' });
    setProblem(null);
  }, [user, reset]);

  const onSubmit = handleSubmit(async ({ name, roleSlug }) => {
    if (!user) return;
    setProblem(null);
    try {
      await update.mutateAsync({
        id: user.id,
        ...(name !== user.name ? { name } : {}),
        ...(roleSlug && roleSlug !== user.role?.slug ? { roleSlug } : {}),
      });
      toast.success(t('edit.saved', { name }));
      onHide();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name', 'roleSlug'])) {
        setProblem(problemMessage(error, 'change'));
      }
    }
  });

  return (
    <Dialog
      visible={user !== null}
      onHide={onHide}
      header={user ? t('edit.title', { name: user.name }) : ''}
      modal
      draggable={false}
      style={{ width: 'min(34rem, 94vw)' }}
    >
      {user ? (
        <>
          <form className="gl-users-form" onSubmit={onSubmit} noValidate>
            <p className="gl-users-muted">{user.email}</p>
            <FormField label={t('fields.name')} htmlFor="edit-user-name" error={fieldMessage(t, errors.name)}>
              <InputText autoComplete="off" {...register('name')} />
            </FormField>
            <RoleField
              control={control}
              name="roleSlug"
              inputId="edit-user-role"
              label={t('fields.role')}
              error={fieldMessage(t, errors.roleSlug)}
              hint={isSelf ? t('edit.selfRoleHint') : undefined}
            />
            <DialogFooter problem={problem} onCancel={onHide}>
              <Button type="submit" label={t('edit.submit')} loading={isSubmitting} disabled={!isDirty} />
            </DialogFooter>
          </form>
          <StatusSection user={user} isSelf={isSelf} />
        </>
      ) : null}
    </Dialog>
  );
}
