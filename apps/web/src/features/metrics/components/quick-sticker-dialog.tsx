import { type TMetricType, type TQrSticker, ZCreateMetricBody, ZMetricType } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { useErrorMessage } from '@/lib/errors';
import { fieldMessage, formSchemaOptions } from '@/lib/form-errors';
import { useCreateSticker } from '../api/sticker';
import { LocationField, MetricTypeChoice } from './type-and-location-fields';

interface QuickForm {
  type: TMetricType;
  locationId: string | null;
}

const ZQuickForm = ZCreateMetricBody.extend({ type: ZMetricType });

export interface QuickStickerDialogProps {
  visible: boolean;
  onClose: () => void;
  onReady: (sticker: TQrSticker) => void;
}

/**
 * "QR sticker in one step": the location's rating page of the type (made when it has none, with
 * ready-made texts) and its sticker, ready to print.
 */
export function QuickStickerDialog({ visible, onClose, onReady }: QuickStickerDialogProps) {
  const { t } = useTranslation('metrics');
  const errorMessage = useErrorMessage();
  const create = useCreateSticker();
  const locations = useLocationList({ enabled: visible });
  const [formError, setFormError] = useState<string | null>(null);
  const defaults: QuickForm = { type: 'stars', locationId: null };
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuickForm>({
    resolver: zodResolver(ZQuickForm, formSchemaOptions) as unknown as Resolver<QuickForm>,
    defaultValues: defaults,
  });

  const close = () => {
    reset(defaults);
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const location = locations.data?.items.find((item) => item.id === values.locationId);
    if (!location) return;
    try {
      const sticker = await create.mutateAsync({ metricType: values.type, slug: location.slug });
      reset(defaults);
      onReady(sticker);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={t('quick.title')}
      className="gl-metrics-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-metrics-form" onSubmit={onSubmit} noValidate aria-label={t('quick.title')}>
        <p className="gl-metrics-muted">{t('quick.lead')}</p>
        {formError ? (
          <p className="gl-metrics-alert" role="alert">
            {formError}
          </p>
        ) : null}
        <Controller
          control={control}
          name="locationId"
          render={({ field }) => (
            <LocationField
              inputId="metric-quick-location"
              label={t('create.location')}
              value={field.value}
              onChange={field.onChange}
              error={fieldMessage(t, errors.locationId)}
            />
          )}
        />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <MetricTypeChoice name="metric-quick-type" value={field.value} onChange={field.onChange} />
          )}
        />
        <div className="gl-metrics-dialog__actions">
          <Button type="button" text label={t('actions.cancel')} onClick={close} />
          <Button type="submit" icon="pi pi-qrcode" label={t('quick.submit')} loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
