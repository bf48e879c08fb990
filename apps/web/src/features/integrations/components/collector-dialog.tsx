import { COLLECTOR_SOURCE_PATTERN, type TCollector, type TMetric } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useSaveCollector } from '../api/collector-actions';
import { PlaceField, type PlaceMode } from './place-field';
import { INTERVAL_CHOICES, intervalKey } from './schedule';

interface Values {
  title: string;
  source: string;
  metricId: string | null;
  /** 0: only when run by hand (a dropdown option cannot be null). */
  intervalMinutes: number;
  enabled: boolean;
}

const valuesOf = (collector: TCollector | null): Values => ({
  title: collector?.title ?? '',
  source: collector?.source ?? '',
  metricId: collector?.metricId ?? null,
  intervalMinutes: collector ? (collector.intervalMinutes ?? 0) : 360,
  enabled: collector?.enabled ?? true,
});

/** Messages are keys under `dialog.`. */
const resolver: Resolver<Values> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.title.trim()) errors.title = { type: 'required', message: 'titleRequired' };
  if (!values.source.trim()) errors.source = { type: 'required', message: 'sourceRequired' };
  else if (!COLLECTOR_SOURCE_PATTERN.test(values.source.trim()))
    errors.source = { type: 'pattern', message: 'sourceInvalid' };
  if (!values.metricId) errors.metricId = { type: 'required', message: 'metricRequired' };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

interface CollectorDialogProps {
  slug: string;
  /** The collector to change, null for a new one; closed when `open` is false. */
  collector: TCollector | null;
  open: boolean;
  metrics: TMetric[] | undefined;
  metricsFailed: boolean;
  onClose: () => void;
}

/** A collector's name, Google location, metric, schedule and whether the schedule runs it. */
export function CollectorDialog({
  slug,
  collector,
  open,
  metrics,
  metricsFailed,
  onClose,
}: CollectorDialogProps) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveCollector(slug);
  const [problem, setProblem] = useState<string | null>(null);
  const [placeMode, setPlaceMode] = useState<PlaceMode>('list');
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: valuesOf(collector), resolver });

  useEffect(() => {
    if (open) {
      reset(valuesOf(collector));
      setProblem(null);
      setPlaceMode('list');
    }
  }, [open, collector, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        id: collector?.id ?? null,
        body: {
          title: values.title.trim(),
          source: values.source.trim(),
          metricId: values.metricId ?? '',
          intervalMinutes: values.intervalMinutes || null,
          enabled: values.enabled,
        },
      });
      toast.success(t('dialog.saved'));
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });

  const metricOptions = (metrics ?? []).map((m) => ({
    value: m.id,
    label: `${m.title} — ${m.locationName}`,
  }));
  const intervalOptions = INTERVAL_CHOICES.map((minutes) => {
    const { key, count } = intervalKey(minutes);
    return { value: minutes ?? 0, label: t(key, { count }) };
  });
  const message = (field: keyof Values) =>
    errors[field]?.message ? t(`dialog.${errors[field]?.message}`) : null;
  // Typing it, an empty field is one not written as Google names it.
  const sourceMessage =
    placeMode === 'by-hand' && errors.source?.message === 'sourceRequired'
      ? t('dialog.sourceInvalid')
      : message('source');

  return (
    <Dialog
      visible={open}
      onHide={onClose}
      header={t(collector ? 'dialog.editTitle' : 'dialog.createTitle')}
      modal
      draggable={false}
      style={{ width: 'min(36rem, 94vw)' }}
    >
      <form className="gl-int-dialog" onSubmit={onSubmit} noValidate>
        <FormField
          label={t('dialog.title')}
          htmlFor="collector-title"
          hint={t('dialog.titleHint')}
          error={message('title')}
        >
          <InputText autoComplete="off" maxLength={120} {...register('title')} />
        </FormField>
        <Controller
          control={control}
          name="source"
          render={({ field }) => (
            <PlaceField
              slug={slug}
              open={open}
              mode={placeMode}
              onModeChange={setPlaceMode}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={sourceMessage}
            />
          )}
        />
        <Controller
          control={control}
          name="metricId"
          render={({ field }) => (
            <FormField
              label={t('dialog.metric')}
              htmlFor="collector-metric"
              hint={metricsFailed ? t('dialog.metricsFailed') : t('dialog.metricHint')}
              error={message('metricId')}
            >
              <Dropdown
                inputId="collector-metric"
                value={field.value}
                options={metricOptions}
                optionLabel="label"
                optionValue="value"
                onChange={(event) => field.onChange(event.value as string)}
                placeholder={t('dialog.metricPlaceholder')}
                emptyMessage={t('dialog.noMetrics')}
                filter={metricOptions.length > 8}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="intervalMinutes"
          render={({ field }) => (
            <FormField label={t('dialog.interval')} htmlFor="collector-interval">
              <Dropdown
                inputId="collector-interval"
                // Its button is named by it too: the field always has a value, so no placeholder does.
                ariaLabel={t('dialog.interval')}
                value={field.value}
                options={intervalOptions}
                optionLabel="label"
                optionValue="value"
                onChange={(event) => field.onChange(event.value as number)}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <div className="gl-int-switch">
              <InputSwitch
                inputId="collector-enabled"
                checked={field.value}
                onChange={(event) => field.onChange(Boolean(event.value))}
                aria-describedby="collector-enabled-hint"
              />
              <div>
                <label htmlFor="collector-enabled">{t('dialog.enabled')}</label>
                <small id="collector-enabled-hint" className="gl-field__hint">
                  {t('dialog.enabledHint')}
                </small>
              </div>
            </div>
          )}
        />
        <div aria-live="polite">
          {problem ? (
            <p className="gl-int-problem" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="gl-int-dialog__actions">
          <Button
            type="submit"
            icon="pi pi-check"
            label={t(collector ? 'dialog.save' : 'dialog.create')}
            loading={isSubmitting}
          />
          <Button type="button" text label={t('dialog.cancel')} onClick={onClose} />
        </div>
      </form>
    </Dialog>
  );
}
