import type { TShareMethod } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerFieldErrors, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useSaveShareMethod } from '../../api/share-methods';
import { FormAlert } from '../form-parts';
import {
  SHARE_FIELD_ALIASES,
  type ShareFormValues,
  shareFieldMessage,
  splitEmails,
  toShareBody,
  toShareFormValues,
  ZShareForm,
} from './share-form-model';

export interface ShareMethodDialogProps {
  metricId: string;
  /** The method to change, null for a new one; undefined: closed. */
  method: TShareMethod | null | undefined;
  onClose: () => void;
}

/** A new or changed invitation: its name, the mail's subject and message, and who is asked. */
export function ShareMethodDialog({ metricId, method, onClose }: ShareMethodDialogProps) {
  const { t } = useTranslation('metrics');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveShareMethod(metricId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ShareFormValues>({
    resolver: zodResolver(ZShareForm, formSchemaOptions) as unknown as Resolver<ShareFormValues>,
    defaultValues: toShareFormValues(method ?? null),
  });
  const open = method !== undefined;
  useEffect(() => {
    if (open) {
      reset(toShareFormValues(method ?? null));
      setFormError(null);
    }
  }, [open, method, reset]);
  const source = watch('source');
  const count = splitEmails(watch('emails')).length;
  const err = (error: { message?: string } | undefined) => shareFieldMessage(t, error);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: method?.id ?? null, body: toShareBody(values) });
      toast.success(t(method ? 'share.updated' : 'share.created', { title: values.title.trim() }));
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, values, setError, SHARE_FIELD_ALIASES))
        setFormError(errorMessage(error));
    }
  });

  return (
    <Dialog
      visible={open}
      onHide={onClose}
      header={method ? t('share.editTitle') : t('share.newTitle')}
      className="gl-metrics-dialog gl-metrics-dialog--wide"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-metrics-form" onSubmit={onSubmit} noValidate aria-label={t('share.formLabel')}>
        <FormAlert message={formError} />
        <FormField
          label={t('share.name')}
          htmlFor="share-title"
          hint={t('share.nameHint')}
          error={err(errors.title)}
        >
          <InputText autoComplete="off" dir="auto" {...register('title')} />
        </FormField>
        <FormField label={t('share.subject')} htmlFor="share-subject" error={err(errors.subject)}>
          <InputText autoComplete="off" dir="auto" {...register('subject')} />
        </FormField>
        <FormField
          label={t('share.message')}
          htmlFor="share-message"
          hint={t('share.messageHint')}
          error={err(errors.message)}
        >
          <InputTextarea rows={5} autoResize dir="auto" {...register('message')} />
        </FormField>
        <Controller
          control={control}
          name="source"
          render={({ field }) => (
            <fieldset className="gl-metric-radios">
              <legend className="gl-field__label">{t('share.audience')}</legend>
              {(['recent-customers', 'list'] as const).map((value) => (
                <span key={value} className="gl-metric-check">
                  <RadioButton
                    inputId={`share-source-${value}`}
                    name="share-source"
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                  />
                  <label htmlFor={`share-source-${value}`}>{t(`share.source.${value}`)}</label>
                </span>
              ))}
            </fieldset>
          )}
        />
        {source === 'recent-customers' ? (
          <Controller
            control={control}
            name="days"
            render={({ field }) => (
              <FormField
                label={t('share.days')}
                htmlFor="share-days"
                hint={t('share.daysHint')}
                error={err(errors.days)}
              >
                <InputNumber
                  inputId="share-days"
                  value={field.value}
                  onValueChange={(event) => field.onChange(event.value ?? 0)}
                  min={1}
                  useGrouping={false}
                />
              </FormField>
            )}
          />
        ) : (
          <FormField
            label={t('share.emails')}
            htmlFor="share-emails"
            hint={t('share.emailsHint', { count })}
            error={err(errors.emails)}
          >
            <InputTextarea rows={6} dir="ltr" spellCheck={false} {...register('emails')} />
          </FormField>
        )}
        <p className="gl-metrics-note">{t('share.noGating')}</p>
        <div className="gl-metrics-dialog__actions">
          <Button type="button" text label={t('actions.cancel')} onClick={onClose} />
          <Button type="submit" icon="pi pi-check" label={t('actions.save')} loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
