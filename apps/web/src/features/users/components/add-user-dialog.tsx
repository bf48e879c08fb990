import { ZCreateUserBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog, FormField, PasswordInput } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useCreateUser } from '../api/create-user';
import { userExists } from '../api/user-exists';
import { useProblemMessage } from './access';
import { DialogFooter } from './dialog-footer';
import { LocationChecklist } from './location-checklist';
import { RoleField } from './role-select';

const ZAddUserForm = ZCreateUserBody.omit({ language: true });
type AddUserForm = z.input<typeof ZAddUserForm>;
type AddUserValues = z.output<typeof ZAddUserForm>;

const FIELDS = ['name', 'email', 'password', 'roleSlug'] as const;

/** Adds an active staff member with a first password (they can change it in their profile). */
export function AddUserDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const create = useCreateUser();
  const locations = useLocationList({ enabled: visible });
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddUserForm, unknown, AddUserValues>({
    resolver: zodResolver(ZAddUserForm, formSchemaOptions),
    defaultValues: { name: '', email: '', password: '', roleSlug: '', locationIds: [] },
  });

  const close = () => {
    setProblem(null);
    reset();
    onHide();
  };

  /** Says at once when the address already has an account (addresses are unique). */
  const checkEmail = async (email: string) => {
    if (!ZCreateUserBody.shape.email.safeParse(email).success) return;
    if (await userExists(email)) setError('email', { type: 'server', message: t('add.emailTaken') });
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      // No language: the new user starts in the company's language.
      const user = await create.mutateAsync(values);
      toast.success(t('add.done', { name: user.name }));
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: t('add.emailTaken') }, { shouldFocus: true });
      } else if (!applyServerErrors(error, setError, FIELDS)) {
        setProblem(problemMessage(error, 'assign'));
      }
    }
  });

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={t('add.title')}
      modal
      draggable={false}
      style={{ width: 'min(36rem, 94vw)' }}
    >
      <form className="gl-users-form" onSubmit={onSubmit} noValidate>
        <p className="gl-users-muted">{t('add.lead')}</p>
        <FormField label={t('fields.name')} htmlFor="add-user-name" error={fieldMessage(t, errors.name)}>
          <InputText autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label={t('fields.email')} htmlFor="add-user-email" error={fieldMessage(t, errors.email)}>
          <InputText
            type="email"
            inputMode="email"
            autoComplete="off"
            {...register('email', {
              onBlur: (event) => void checkEmail(event.target.value),
              // A "taken" note from the server goes as soon as the address changes.
              onChange: () => errors.email?.type === 'server' && clearErrors('email'),
            })}
          />
        </FormField>
        <FormField
          label={t('fields.password')}
          htmlFor="add-user-password"
          error={fieldMessage(t, errors.password)}
          hint={t('add.passwordHint')}
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <RoleField
          control={control}
          name="roleSlug"
          inputId="add-user-role"
          label={t('fields.role')}
          error={fieldMessage(t, errors.roleSlug)}
        />
        <fieldset className="gl-users-fieldset">
          <legend id="add-user-locations">{t('add.locations')}</legend>
          <Controller
            control={control}
            name="locationIds"
            render={({ field }) => (
              <LocationChecklist
                locations={locations.data?.items ?? []}
                value={field.value ?? []}
                onChange={field.onChange}
                labelledBy="add-user-locations"
              />
            )}
          />
        </fieldset>
        <DialogFooter problem={problem} onCancel={close}>
          <Button type="submit" icon="pi pi-user-plus" label={t('add.submit')} loading={isSubmitting} />
        </DialogFooter>
      </form>
    </Dialog>
  );
}
