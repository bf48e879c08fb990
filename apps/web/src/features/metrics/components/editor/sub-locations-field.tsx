import { MultiSelect } from 'primereact/multiselect';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { fieldMessage, type MetricFormValues } from './metric-form-model';

/** The sub-locations (children of the metric's location) a guest may say they rate. */
export function SubLocationsField({ locationId }: { locationId: string }) {
  const { t } = useTranslation('metrics');
  const { control } = useFormContext<MetricFormValues>();
  const locations = useLocationList();
  const children = (locations.data?.items ?? []).filter((location) => location.parentId === locationId);

  if (locations.data && children.length === 0) {
    return <p className="gl-metrics-muted">{t('subLocations.none')}</p>;
  }
  return (
    <Controller
      control={control}
      name="content.subLocationIds"
      render={({ field, fieldState }) => (
        <FormField
          label={t('subLocations.label')}
          htmlFor="metric-sub-locations"
          hint={t('subLocations.hint')}
          error={fieldMessage(t, fieldState.error)}
        >
          <MultiSelect
            inputId="metric-sub-locations"
            value={field.value}
            options={children.map((location) => ({ value: location.id, label: location.name }))}
            optionLabel="label"
            optionValue="value"
            onChange={(event) => field.onChange(event.value as string[])}
            display="chip"
            placeholder={t('subLocations.placeholder')}
            loading={locations.isLoading}
          />
        </FormField>
      )}
    />
  );
}
