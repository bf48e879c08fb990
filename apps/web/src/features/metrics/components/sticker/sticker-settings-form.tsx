import { type TQrSticker, type TQrStickerSettings, ZSaveQrStickerBody } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ColorPicker } from 'primereact/colorpicker';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField, UnsavedChangesPrompt } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerFieldErrors, fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useSaveSticker } from '../../api/sticker';
import { FormAlert, MetricSaveActions } from '../form-parts';

/** The sticker's call to action (in the metric's language) and accent colour. */
export function StickerSettingsForm({ sticker }: { sticker: TQrSticker }) {
  const { t } = useTranslation('metrics');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveSticker(sticker.metricSlug);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<TQrStickerSettings>({
    resolver: zodResolver(ZSaveQrStickerBody, formSchemaOptions) as unknown as Resolver<TQrStickerSettings>,
    defaultValues: sticker.settings,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(values);
      reset(saved.settings);
      toast.success(t('sticker.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, values, setError)) setFormError(errorMessage(error));
    }
  });

  return (
    <form className="gl-metrics-form" onSubmit={onSubmit} noValidate aria-label={t('sticker.settings')}>
      <FormAlert message={formError} />
      <FormField
        label={t('sticker.callToAction')}
        htmlFor="sticker-cta"
        hint={t('sticker.callToActionHint')}
        error={fieldMessage(t, errors.callToAction)}
      >
        <InputText autoComplete="off" dir="auto" lang={sticker.language} {...register('callToAction')} />
      </FormField>
      <Controller
        control={control}
        name="accentColor"
        render={({ field }) => (
          <FormField
            label={t('sticker.accent')}
            htmlFor="sticker-accent"
            error={errors.accentColor ? t('sticker.accentInvalid') : undefined}
          >
            <span className="gl-sticker-colour" id="sticker-accent-row">
              <ColorPicker
                value={field.value.replace('#', '')}
                onChange={(event) => field.onChange(`#${String(event.value)}`)}
                aria-label={t('sticker.accentPicker')}
              />
              <InputText
                id="sticker-accent"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value.trim())}
                onBlur={field.onBlur}
                dir="ltr"
                maxLength={7}
                spellCheck={false}
                aria-invalid={errors.accentColor ? true : undefined}
                aria-describedby={describedBy('sticker-accent', { error: errors.accentColor })}
              />
            </span>
          </FormField>
        )}
      />
      <div className="gl-metrics-dialog__actions">
        <MetricSaveActions
          dirty={isDirty}
          saving={isSubmitting}
          onDiscard={() => {
            reset();
            setFormError(null);
          }}
        />
      </div>
      <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} namespace="metrics" />
    </form>
  );
}
