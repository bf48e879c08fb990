import { type TCreateLocationBody, type TLocation, ZCreateLocationBody, ZSlug } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerFieldErrors, formSchemaOptions } from '@/lib/form-errors';
import { useCreateLocation } from '../api/create-location';
import { fieldMessage } from './form-errors';

interface CreateForm {
  name: string;
  address: string;
  slug: string;
}

/** The create body's rules with the slug optional ('' = made from the name). */
const ZCreateForm = ZCreateLocationBody.extend({
  address: z.string().max(300),
  slug: z.union([z.literal(''), ZSlug]),
});

const FIELDS: readonly Path<CreateForm>[] = ['name', 'address', 'slug'];

export interface CreateLocationDialogProps {
  /** Open with this parent (null: a root location); undefined keeps the dialog closed. */
  parent: { id: string; name: string } | null | undefined;
  onClose: () => void;
  onCreated: (location: TLocation) => void;
}

/** "Add location" / "Add sub-location": name, and optionally address and slug. */
export function CreateLocationDialog({ parent, onClose, onCreated }: CreateLocationDialogProps) {
  const { t } = useTranslation('locations');
  const errorMessage = useErrorMessage();
  const create = useCreateLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateForm>({
    resolver: zodResolver(ZCreateForm, formSchemaOptions),
    defaultValues: { name: '', address: '', slug: '' },
  });

  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body: TCreateLocationBody = {
      name: values.name.trim(),
      address: values.address.trim() || null,
      ...(values.slug ? { slug: values.slug } : {}),
    };
    try {
      const location = await create.mutateAsync({ parentId: parent?.id ?? null, body });
      reset();
      onCreated(location);
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, setError)) setFormError(errorMessage(error));
    }
  });

  const title = parent ? t('create.subTitle', { name: parent.name }) : t('create.title');
  return (
    <Dialog
      visible={parent !== undefined}
      onHide={close}
      header={title}
      className="gl-loc-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-loc-form" onSubmit={onSubmit} noValidate>
        {formError ? (
          <p className="gl-loc-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <FormField
          label={t('fields.name')}
          htmlFor="location-create-name"
          error={fieldMessage(t, errors.name)}
        >
          <InputText autoFocus autoComplete="off" {...register('name')} />
        </FormField>
        <FormField
          label={t('fields.address')}
          htmlFor="location-create-address"
          error={fieldMessage(t, errors.address)}
        >
          <InputText autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField
          label={t('fields.slugOptional')}
          htmlFor="location-create-slug"
          hint={t('hints.slugAuto')}
          error={fieldMessage(t, errors.slug)}
        >
          <InputText autoComplete="off" spellCheck={false} {...register('slug')} />
        </FormField>
        <div className="gl-loc-actions gl-loc-actions--end">
          <Button type="button" label={t('actions.cancel')} text onClick={close} />
          <Button type="submit" label={t('create.submit')} icon="pi pi-check" loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
