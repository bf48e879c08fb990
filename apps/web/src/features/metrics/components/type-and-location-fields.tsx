import { METRIC_TYPES, metricScoreRange, type TMetricType } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { RadioButton } from 'primereact/radiobutton';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { MetricTypeIcon, useNumberRange } from './metric-type';

/** The three types as cards to choose from, each saying what guests do and what the score means. */
export function MetricTypeChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: TMetricType;
  onChange: (type: TMetricType) => void;
}) {
  const { t } = useTranslation('metrics');
  const range = useNumberRange();
  return (
    <fieldset className="gl-metric-types">
      <legend className="gl-field__label">{t('create.type')}</legend>
      {METRIC_TYPES.map((type) => {
        const id = `${name}-${type}`;
        const { min, max } = metricScoreRange(type);
        return (
          <label
            key={type}
            htmlFor={id}
            className={`gl-metric-type-card${value === type ? ' gl-metric-type-card--chosen' : ''}`}
          >
            <RadioButton
              inputId={id}
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <MetricTypeIcon type={type} />
            <span className="gl-metric-type-card__text">
              <strong>{t('types.withRange', { name: t(`types.${type}.name`), ...range(min, max) })}</strong>
              <span>{t(`types.${type}.explain`)}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The company's locations to choose from (the shared list). */
export function LocationField({
  inputId,
  value,
  onChange,
  error,
  label,
  hint,
  exclude,
}: {
  inputId: string;
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
  label: string;
  hint?: string;
  exclude?: string;
}) {
  const { t } = useTranslation('metrics');
  const locations = useLocationList();
  const options = (locations.data?.items ?? [])
    .filter((location) => location.id !== exclude)
    .map((location) => ({ value: location.id, label: location.name }));
  return (
    <FormField label={label} htmlFor={inputId} error={error} hint={hint}>
      <Dropdown
        inputId={inputId}
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => onChange(event.value as string)}
        placeholder={t('create.locationPlaceholder')}
        emptyMessage={t('create.noLocations')}
        disabled={locations.isLoading}
        filter={options.length > 8}
        aria-invalid={error ? true : undefined}
      />
    </FormField>
  );
}
