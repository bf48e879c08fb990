import { type TInviteCreated, ZInviteCreateBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useCreateInvite } from '../api/create-invite';
import { useProblemMessage } from './access';
import { DialogFooter } from './dialog-footer';
import { InviteResult } from './invite-result';
import { RoleField } from './role-select';

// An empty address means "I'll share the link myself".
const ZInviteForm = ZInviteCreateBody.extend({
  email: z.union([z.literal(''), ZInviteCreateBody.shape.email.unwrap()]),
});
type InviteForm = z.infer<typeof ZInviteForm>;

export interface InviteDialogProps {
  visible: boolean;
  onHide: () => void;
}

/** Invite someone into a role: the link is e-mailed when an address is given, and always shown. */
export function InviteDialog({ visible, onHide }: InviteDialogProps) {
  const { t } = useTranslation('users');
  const problemMessage = useProblemMessage();
  const invite = useCreateInvite();
  const [created, setCreated] = useState<(TInviteCreated & { email: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteForm>({
    resolver: zodResolver(ZInviteForm, formSchemaOptions),
    defaultValues: { roleSelected: '', email: '' },
  });

  const again = () => {
    setCreated(null);
    setProblem(null);
    reset();
  };
  const close = () => {
    again();
    onHide();
  };

  const onSubmit = handleSubmit(async ({ roleSelected, email }) => {
    setProblem(null);
    try {
      const answer = await invite.mutateAsync({ roleSelected, ...(email ? { email } : {}) });
      setCreated({ ...answer, email });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: t('invite.emailTaken') }, { shouldFocus: true });
      } else if (!applyServerErrors(error, setError, ['roleSelected', 'email'])) {
        setProblem(problemMessage(error, 'assign'));
      }
    }
  });

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={created ? t('invite.readyTitle') : t('invite.title')}
      modal
      draggable={false}
      style={{ width: 'min(34rem, 94vw)' }}
    >
      {created ? (
        <InviteResult result={created}>
          <Button type="button" label={t('invite.done')} onClick={close} />
          <Button type="button" text icon="pi pi-plus" label={t('invite.another')} onClick={again} />
        </InviteResult>
      ) : (
        <form className="gl-users-form" onSubmit={onSubmit} noValidate>
          <p className="gl-users-muted">{t('invite.lead')}</p>
          <RoleField
            control={control}
            name="roleSelected"
            inputId="invite-role"
            label={t('fields.role')}
            error={fieldMessage(t, errors.roleSelected)}
          />
          <FormField
            label={t('invite.email')}
            htmlFor="invite-email"
            error={fieldMessage(t, errors.email)}
            hint={t('invite.emailHint')}
          >
            <InputText type="email" inputMode="email" autoComplete="off" {...register('email')} />
          </FormField>
          <DialogFooter problem={problem} onCancel={close}>
            <Button type="submit" icon="pi pi-send" label={t('invite.submit')} loading={isSubmitting} />
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
