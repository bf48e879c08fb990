import { type TShortRoute, ZCreateShortRouteBody, ZSlug } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, formSchemaOptions } from '@/lib/form-errors';
import { useCreateShortRoute } from '../api/create-short-route';
import { contentFieldMessage, slugTaken } from './form-errors';

const ZShortRouteForm = ZCreateShortRouteBody.extend({ slug: z.union([z.literal(''), ZSlug]) });
type ShortRouteForm = z.infer<typeof ZShortRouteForm>;
const FIELDS: readonly Path<ShortRouteForm>[] = ['target', 'slug'];

export interface ShortRouteDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (route: TShortRoute) => void;
}

/** A new short link: where it leads, and optionally its own short name. */
export function ShortRouteDialog({ open, onClose, onCreated }: ShortRouteDialogProps) {
  const { t } = useTranslation('menu-content');
  const errorMessage = useErrorMessage();
  const create = useCreateShortRoute();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<ShortRouteForm>({
    resolver: zodResolver(ZShortRouteForm, formSchemaOptions),
    defaultValues: { target: '', slug: '' },
  });
  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };

  const submit = handleSubmit(async ({ target, slug }) => {
    setFormError(null);
    try {
      const route = await create.mutateAsync({ target: target.trim(), ...(slug ? { slug } : {}) });
      reset();
      onCreated(route);
    } catch (error) {
      if (slugTaken(error))
        setError('slug', { type: 'server', message: 'slug_taken' }, { shouldFocus: true });
      else if (!applyServerErrors(error, setError, FIELDS)) setFormError(errorMessage(error));
    }
  });

  return (
    <Dialog
      visible={open}
      onHide={close}
      header={t('shortRoutes.newTitle')}
      className="gl-mc-dialog gl-mc-dialog--small"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-mc-form" onSubmit={submit} noValidate>
        {formError ? (
          <p className="gl-mc-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <FormField
          label={t('fields.target')}
          htmlFor="short-route-target"
          hint={t('shortRoutes.targetHint')}
          error={contentFieldMessage(t, formState.errors.target)}
        >
          <InputText
            autoFocus
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            {...register('target')}
          />
        </FormField>
        <FormField
          label={t('fields.slugOptional')}
          htmlFor="short-route-slug"
          hint={t('shortRoutes.slugHint')}
          error={contentFieldMessage(t, formState.errors.slug)}
        >
          <InputText autoComplete="off" spellCheck={false} {...register('slug')} />
        </FormField>
        <div className="gl-mc-actions">
          <Button type="button" label={t('actions.cancel')} text onClick={close} />
          <Button
            type="submit"
            label={t('shortRoutes.create')}
            icon="pi pi-check"
            loading={formState.isSubmitting}
          />
        </div>
      </form>
    </Dialog>
  );
}
