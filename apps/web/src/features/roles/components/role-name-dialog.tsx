import { ZRoleName } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField } from '@/components/ui';
import { applyServerErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useProblemMessage } from './access';

const ZNameForm = z.object({ name: ZRoleName });

export interface RoleNameDialogProps {
  /** Creating a role, or renaming the one with this name. */
  mode: 'create' | 'rename';
  visible: boolean;
  initialName?: string;
  onHide: () => void;
  /** Saves the name; a thrown error is shown in the dialog. */
  onSubmit: (name: string) => Promise<void>;
}

/** One field, the role's name: for a new role and for renaming one. */
export function RoleNameDialog({ mode, visible, initialName = '', onHide, onSubmit }: RoleNameDialogProps) {
  const { t } = useTranslation('roles');
  const problemMessage = useProblemMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({
    resolver: zodResolver(ZNameForm, formSchemaOptions),
    defaultValues: { name: initialName },
  });

  useEffect(() => {
    if (visible) {
      reset({ name: initialName });
      setProblem(null);
    }
  }, [visible, initialName, reset]);

  const submit = handleSubmit(async ({ name }) => {
    setProblem(null);
    try {
      await onSubmit(name);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['name'])) setProblem(problemMessage(error));
    }
  });

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={mode === 'create' ? t('create.title') : t('rename.title', { name: initialName })}
      modal
      draggable={false}
      style={{ width: 'min(30rem, 94vw)' }}
    >
      <form className="gl-roles-form" onSubmit={submit} noValidate>
        <p className="gl-roles-muted">{mode === 'create' ? t('create.lead') : t('rename.lead')}</p>
        <FormField
          label={t('fields.name')}
          htmlFor={`role-${mode}-name`}
          error={fieldMessage(t, errors.name)}
        >
          <InputText
            autoComplete="off"
            placeholder={mode === 'create' ? t('create.placeholder') : undefined}
            autoFocus
            {...register('name')}
          />
        </FormField>
        <div aria-live="polite">
          {problem ? (
            <p className="gl-roles-problem" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="gl-roles-dialog-actions">
          <Button
            type="submit"
            icon={mode === 'create' ? 'pi pi-plus' : undefined}
            label={mode === 'create' ? t('create.submit') : t('rename.submit')}
            loading={isSubmitting}
          />
          <Button type="button" text label={t('actions.cancel')} onClick={onHide} />
        </div>
      </form>
    </Dialog>
  );
}
