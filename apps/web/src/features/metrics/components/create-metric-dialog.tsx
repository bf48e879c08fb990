import type { TMetric } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useCreateMetric } from '../api/create-metric';
import { TypeAndLocationDialog } from './type-and-location-dialog';

export interface CreateMetricDialogProps {
  visible: boolean;
  onClose: () => void;
  onCreated: (metric: TMetric) => void;
}

/** "New rating page": its type (stars, NPS or faces) and location; ready-made texts come with it. */
export function CreateMetricDialog({ visible, onClose, onCreated }: CreateMetricDialogProps) {
  const { t } = useTranslation('metrics');
  const create = useCreateMetric();
  return (
    <TypeAndLocationDialog
      visible={visible}
      onClose={onClose}
      texts={{
        title: t('create.title'),
        lead: t('create.lead'),
        submit: t('create.submit'),
        locationHint: t('create.locationHint'),
      }}
      submitIcon="pi pi-plus"
      idPrefix="metric-create"
      pickOnlyLocation
      submit={({ type, locationId }) => create.mutateAsync({ type, locationId: locationId ?? '' })}
      onDone={onCreated}
    />
  );
}
