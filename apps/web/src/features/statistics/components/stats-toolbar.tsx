import type { TStatGranularity } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { ClearFiltersButton, DayRangeFilter } from '@/components/ui';
import { inTreeOrder, useLocationList } from '@/entities/locations';
import { useMetricList } from '@/entities/metrics';
import { granularitiesFor, isFiltered, NO_FILTER, type Period, PRESETS, type StatsFilter } from './filters';

export interface StatsToolbarProps {
  value: StatsFilter;
  period: Period;
  granularity: TStatGranularity;
  /** Which filters the view reads. */
  show: { metrics: boolean; granularity: boolean };
  onChange(next: StatsFilter): void;
}

/** The period (presets or days picked), locations, metrics and how finely the period is cut. */
export function StatsToolbar({ value, period, granularity, show, onChange }: StatsToolbarProps) {
  const { t } = useTranslation('statistics');
  const locations = useLocationList();
  const metrics = useMetricList({ enabled: show.metrics });
  const change = (patch: Partial<StatsFilter>) => onChange({ ...value, ...patch });
  const locationOptions = inTreeOrder(locations.data?.items ?? []).map(({ location, depth }) => ({
    value: location.id,
    label: `${'— '.repeat(depth)}${location.name}`,
  }));
  const metricItems = metrics.data?.items ?? [];
  const manyLocations = new Set(metricItems.map((m) => m.locationName)).size > 1;
  const metricOptions = metricItems.map((m) => ({
    value: m.id,
    label: manyLocations ? `${m.title} · ${m.locationName}` : m.title,
  }));

  return (
    <fieldset className="gl-stats-toolbar">
      <legend className="gl-visually-hidden">{t('filters.label')}</legend>
      <span className="gl-stats-toolbar__field">
        <label htmlFor="stats-period" className="gl-visually-hidden">
          {t('filters.period')}
        </label>
        <Dropdown
          inputId="stats-period"
          // The button that opens the list says the period chosen (the field's label is on its input).
          ariaLabel={t(`presets.${value.preset}`)}
          value={value.preset}
          options={PRESETS.map((preset) => ({ value: preset, label: t(`presets.${preset}`) }))}
          onChange={(event) =>
            // A custom period starts from the days shown now.
            change(
              event.value === 'custom'
                ? { preset: 'custom', from: period.from, to: period.to }
                : { preset: event.value, from: null, to: null },
            )
          }
        />
      </span>
      {value.preset === 'custom' ? (
        <span className="gl-stats-toolbar__field gl-stats-toolbar__field--dates">
          <DayRangeFilter
            inputId="stats-days"
            label={t('filters.days')}
            placeholder={t('filters.days')}
            from={value.from}
            to={value.to}
            onChange={(range) =>
              range.from && range.to ? change({ from: range.from, to: range.to }) : undefined
            }
          />
        </span>
      ) : null}
      <span className="gl-stats-toolbar__field">
        <label htmlFor="stats-locations" className="gl-visually-hidden">
          {t('filters.locations')}
        </label>
        <MultiSelect
          inputId="stats-locations"
          value={value.locations}
          options={locationOptions}
          optionLabel="label"
          optionValue="value"
          placeholder={t('filters.allLocations')}
          maxSelectedLabels={1}
          selectedItemsLabel={t('filters.locationsChosen', { n: value.locations.length })}
          filter={locationOptions.length > 8}
          showSelectAll={false}
          emptyMessage={t('filters.none')}
          onChange={(event) => change({ locations: event.value as string[] })}
        />
      </span>
      {show.metrics ? (
        <span className="gl-stats-toolbar__field">
          <label htmlFor="stats-metrics" className="gl-visually-hidden">
            {t('filters.metrics')}
          </label>
          <MultiSelect
            inputId="stats-metrics"
            value={value.metrics}
            options={metricOptions}
            optionLabel="label"
            optionValue="value"
            placeholder={t('filters.allMetrics')}
            maxSelectedLabels={1}
            selectedItemsLabel={t('filters.metricsChosen', { n: value.metrics.length })}
            filter={metricOptions.length > 8}
            showSelectAll={false}
            emptyMessage={t('filters.none')}
            onChange={(event) => change({ metrics: event.value as string[] })}
          />
        </span>
      ) : null}
      {show.granularity ? (
        <span className="gl-stats-toolbar__granularity">
          <span className="gl-visually-hidden" id="stats-granularity">
            {t('filters.granularity')}
          </span>
          <SelectButton
            aria-labelledby="stats-granularity"
            value={granularity}
            options={granularitiesFor(period).map((g) => ({ value: g, label: t(`granularity.${g}`) }))}
            optionLabel="label"
            optionValue="value"
            allowEmpty={false}
            onChange={(event) => change({ granularity: event.value as TStatGranularity })}
          />
        </span>
      ) : null}
      <ClearFiltersButton
        visible={isFiltered(value)}
        label={t('filters.clear')}
        onClear={() => onChange(NO_FILTER)}
      />
    </fieldset>
  );
}
