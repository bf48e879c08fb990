import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { describedBy } from '@/components/ui';
import { fieldErrors, useErrorMessage } from '@/lib/errors';
import { fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useCreateTable } from '../api/create-table';

const ZTableForm = z.object({ name: z.string().trim().min(1).max(40) });
type TableForm = z.infer<typeof ZTableForm>;

export interface AddTableFormProps {
  locationId: string;
  groupId: string;
  groupName: string;
  /** A name to suggest: the next number after the group's tables. */
  suggestion: string;
}

/** One line under a group: the new table's name and "Add table". */
export function AddTableForm({ locationId, groupId, groupName, suggestion }: AddTableFormProps) {
  const { t } = useTranslation('tables');
  const errorMessage = useErrorMessage();
  const create = useCreateTable();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<TableForm>({
    resolver: zodResolver(ZTableForm, formSchemaOptions),
    values: { name: suggestion },
  });
  const id = `add-table-${groupId}`;
  const error = fieldMessage(t, formState.errors.name) ?? formError;

  const submit = handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      await create.mutateAsync({ locationId, body: { groupId, name: name.trim() } });
      reset();
    } catch (failure) {
      const message = fieldErrors(failure)['body.name'];
      if (message) setError('name', { type: 'server', message }, { shouldFocus: true });
      else setFormError(errorMessage(failure));
    }
  });

  return (
    <form className="gl-tbl-add" onSubmit={submit} noValidate>
      <label className="gl-visually-hidden" htmlFor={id}>
        {t('table.newName', { group: groupName })}
      </label>
      <InputText
        id={id}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        {...register('name')}
      />
      <Button
        type="submit"
        icon="pi pi-plus"
        label={t('table.add')}
        outlined
        loading={formState.isSubmitting}
      />
      {error ? (
        <small className="gl-field__error gl-tbl-add__error" id={`${id}-error`} role="alert">
          {error}
        </small>
      ) : null}
    </form>
  );
}
