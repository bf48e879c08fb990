import { type TMetric, type TMetricType, ZCreateMetricBody, ZMetricType } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { useErrorMessage } from '@/lib/errors';
import { fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useCreateMetric } from '../api/create-metric';
import { LocationField, MetricTypeChoice } from './type-and-location-fields';

interface CreateForm {
  type: TMetricType;
  locationId: string | null;
}

const ZCreateForm = ZCreateMetricBody.extend({ type: ZMetricType });

export interface CreateMetricDialogProps {
  visible: boolean;
  onClose: () => void;
  onCreated: (metric: TMetric) => void;
}

/** "New rating page": its type (stars, NPS or faces) and location; ready-made texts come with it. */
export function CreateMetricDialog({ visible, onClose, onCreated }: CreateMetricDialogProps) {
  const { t } = useTranslation('metrics');
  const errorMessage = useErrorMessage();
  const create = useCreateMetric();
  const locations = useLocationList({ enabled: visible });
  const [formError, setFormError] = useState<string | null>(null);
  const defaults: CreateForm = { type: 'stars', locationId: null };
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CreateForm>({
    resolver: zodResolver(ZCreateForm, formSchemaOptions) as unknown as Resolver<CreateForm>,
    defaultValues: defaults,
  });
  // A company with one location has nothing to choose.
  const only = locations.data?.items.length === 1 ? locations.data.items[0] : undefined;
  useEffect(() => {
    if (only && getValues('locationId') === null) setValue('locationId', only.id);
  }, [only, getValues, setValue]);

  const close = () => {
    reset(defaults);
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const metric = await create.mutateAsync({ type: values.type, locationId: values.locationId ?? '' });
      reset(defaults);
      onCreated(metric);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={t('create.title')}
      className="gl-metrics-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-metrics-form" onSubmit={onSubmit} noValidate aria-label={t('create.title')}>
        <p className="gl-metrics-muted">{t('create.lead')}</p>
        {formError ? (
          <p className="gl-metrics-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <MetricTypeChoice name="metric-create-type" value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="locationId"
          render={({ field }) => (
            <LocationField
              inputId="metric-create-location"
              label={t('create.location')}
              hint={t('create.locationHint')}
              value={field.value}
              onChange={field.onChange}
              error={fieldMessage(t, errors.locationId)}
            />
          )}
        />
        <div className="gl-metrics-dialog__actions">
          <Button type="button" text label={t('actions.cancel')} onClick={close} />
          <Button type="submit" icon="pi pi-plus" label={t('create.submit')} loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
