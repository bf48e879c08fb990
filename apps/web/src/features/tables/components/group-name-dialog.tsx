import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField } from '@/components/ui';
import { fieldErrors, useErrorMessage } from '@/lib/errors';
import { fieldMessage, formSchemaOptions } from '@/lib/form-errors';

const ZGroupForm = z.object({ name: z.string().trim().min(1).max(80) });
type GroupForm = z.infer<typeof ZGroupForm>;

export interface GroupNameDialogProps {
  /** Open with this name ('' for a new group); undefined keeps it closed. */
  initialName: string | undefined;
  title: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** The name of a table group, for "Add group" and "Rename". */
export function GroupNameDialog({
  initialName,
  title,
  submitLabel,
  onSubmit,
  onClose,
}: GroupNameDialogProps) {
  const { t } = useTranslation('tables');
  const errorMessage = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<GroupForm>({
    resolver: zodResolver(ZGroupForm, formSchemaOptions),
    defaultValues: { name: '' },
  });

  useEffect(() => {
    if (initialName !== undefined) reset({ name: initialName });
    setFormError(null);
  }, [initialName, reset]);

  const submit = handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      await onSubmit(name.trim());
    } catch (error) {
      const message = fieldErrors(error)['body.name'];
      if (message) setError('name', { type: 'server', message }, { shouldFocus: true });
      else setFormError(errorMessage(error));
    }
  });

  return (
    <Dialog
      visible={initialName !== undefined}
      onHide={onClose}
      header={title}
      className="gl-tbl-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-tbl-form" onSubmit={submit} noValidate>
        {formError ? (
          <p className="gl-tbl-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <FormField
          label={t('group.name')}
          htmlFor="table-group-name"
          hint={t('group.nameHint')}
          error={fieldMessage(t, formState.errors.name)}
        >
          <InputText autoFocus autoComplete="off" {...register('name')} />
        </FormField>
        <div className="gl-tbl-actions">
          <Button type="button" label={t('actions.cancel')} text onClick={onClose} />
          <Button type="submit" label={submitLabel} icon="pi pi-check" loading={formState.isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
