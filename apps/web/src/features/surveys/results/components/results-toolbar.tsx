import { ClearFiltersButton, DayRangeFilter, FilterSelect } from '@/components/ui';
import { inTreeOrder, useLocationList } from '@/entities/locations';
import { isFiltered, NO_FILTER, type ResultsFilter } from './filters';
import type { ResultsWords } from './use-results-words';

export interface ResultsToolbarProps {
  value: ResultsFilter;
  onChange(next: ResultsFilter): void;
  words: ResultsWords;
}

/** The period (days picked on a calendar) and the location the answers came from. */
export function ResultsToolbar({ value, onChange, words }: ResultsToolbarProps) {
  const { t } = words;
  const locations = useLocationList();
  const options = inTreeOrder(locations.data?.items ?? []).map(({ location, depth }) => ({
    value: location.id,
    label: `${'— '.repeat(depth)}${location.name}`,
  }));
  return (
    <fieldset className="gl-results-toolbar">
      <legend className="gl-visually-hidden">{t('filters.label')}</legend>
      <span className="gl-results-toolbar__field gl-results-toolbar__field--days">
        <DayRangeFilter
          inputId="results-days"
          label={t('filters.days')}
          placeholder={t('filters.allTime')}
          from={value.from}
          to={value.to}
          onChange={(range) => onChange({ ...value, from: range.from, to: range.to })}
        />
      </span>
      {options.length > 1 ? (
        <span className="gl-results-toolbar__field">
          <FilterSelect
            inputId="results-location"
            label={t('filters.location')}
            placeholder={t('filters.allLocations')}
            value={value.location}
            options={options}
            filter={options.length > 8}
            emptyMessage={t('filters.none')}
            onChange={(location) => onChange({ ...value, location })}
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
