import { METRIC_OUTCOMES, metricScoreRange, type TMetricType } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { ClearFiltersButton, DayRangeFilter, FilterSelect } from '@/components/ui';
import { activeFilters, hoursKey, hoursOf, isFiltered, NO_FILTER, type ReviewsFilter } from './filters';
import { useReviewWords } from './review-words';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export interface ReviewsToolbarProps {
  value: ReviewsFilter;
  locations: readonly { id: string; name: string }[];
  metrics: readonly { id: string; title: string; type: TMetricType; locationName: string }[];
  onChange(next: ReviewsFilter): void;
}

/**
 * Filter the inbox by location, metric, outcome or score, days, a day of the week and hours (the
 * venue's clock: a heat map's cell opens with them), unread and attachments.
 */
export function ReviewsToolbar({ value, locations, metrics, onChange }: ReviewsToolbarProps) {
  const words = useReviewWords();
  const { t } = words;
  const change = (patch: Partial<ReviewsFilter>) => onChange({ ...value, ...patch, page: 1 });
  const metric = metrics.find((m) => m.id === value.metric);
  const scale = metric ? metricScoreRange(metric.type) : null;
  const scores = scale ? Array.from({ length: scale.max - scale.min + 1 }, (_, i) => scale.max - i) : [];
  // Metrics of one location are told apart by it when the company has several.
  const manyLocations = new Set(metrics.map((m) => m.locationName)).size > 1;
  const [open, setOpen] = useState(false);
  const active = activeFilters(value);
  // One hour at a time; a longer range from a link (a part of the day) is offered as it came.
  const hours = hoursKey(value);
  const hourOptions = HOURS.map((hour) => ({ value: `${hour}-${hour}`, label: words.hours(hour, hour) }));
  if (hours && !hourOptions.some((option) => option.value === hours)) {
    const { hourFrom, hourTo } = hoursOf(hours);
    hourOptions.unshift({ value: hours, label: words.hours(hourFrom ?? 0, hourTo ?? 23) });
  }

  return (
    <div className="gl-reviews-filters">
      <Button
        type="button"
        text
        icon="pi pi-filter"
        className="gl-reviews-filters-toggle"
        label={active ? t('filters.toggleActive', { n: active }) : t('filters.toggle')}
        aria-expanded={open}
        aria-controls="reviews-filters"
        onClick={() => setOpen(!open)}
      />
      <fieldset
        id="reviews-filters"
        className={`gl-reviews-toolbar${open ? ' gl-reviews-toolbar--open' : ''}`}
      >
        <legend className="gl-visually-hidden">{t('filters.label')}</legend>
        <FilterSelect
          inputId="reviews-location"
          label={t('filters.location')}
          value={value.location}
          options={locations.map((location) => ({ value: location.id, label: location.name }))}
          placeholder={t('filters.allLocations')}
          filter={locations.length > 8}
          emptyMessage={t('filters.none')}
          onChange={(location) => change({ location })}
          className="gl-reviews-toolbar__filter"
        />
        <FilterSelect
          inputId="reviews-metric"
          label={t('filters.metric')}
          value={value.metric}
          options={metrics.map((m) => ({
            value: m.id,
            label: manyLocations ? `${m.title} · ${m.locationName}` : m.title,
          }))}
          placeholder={t('filters.allMetrics')}
          filter={metrics.length > 8}
          emptyMessage={t('filters.none')}
          onChange={(next) => change({ metric: next, score: null })}
          className="gl-reviews-toolbar__filter"
        />
        <FilterSelect
          inputId="reviews-outcome"
          label={t('filters.outcome')}
          value={value.outcome}
          options={METRIC_OUTCOMES.map((outcome) => ({ value: outcome, label: words.outcome(outcome) }))}
          placeholder={t('filters.anyOutcome')}
          onChange={(outcome) => change({ outcome })}
          className="gl-reviews-toolbar__filter"
        />
        {metric ? (
          <FilterSelect
            inputId="reviews-score"
            label={t('filters.score')}
            value={value.score}
            options={scores.map((score) => ({ value: score, label: words.score(metric.type, score) }))}
            placeholder={t('filters.anyScore')}
            onChange={(score) => change({ score })}
            className="gl-reviews-toolbar__filter"
          />
        ) : null}
        <DayRangeFilter
          inputId="reviews-dates"
          label={t('filters.dates')}
          from={value.from}
          to={value.to}
          placeholder={t('filters.anyDate')}
          className="gl-reviews-toolbar__dates"
          onChange={change}
        />
        <FilterSelect
          inputId="reviews-weekday"
          label={t('filters.weekday')}
          value={value.dayOfWeek}
          options={WEEKDAYS.map((day) => ({ value: day, label: words.weekday(day) }))}
          placeholder={t('filters.anyWeekday')}
          onChange={(dayOfWeek) => change({ dayOfWeek })}
          className="gl-reviews-toolbar__filter"
        />
        <FilterSelect
          inputId="reviews-hours"
          label={t('filters.hours')}
          value={hours}
          options={hourOptions}
          placeholder={t('filters.anyHour')}
          onChange={(key) => change(hoursOf(key))}
          className="gl-reviews-toolbar__filter gl-reviews-toolbar__hours"
        />
        <span className="gl-reviews-toolbar__check">
          <Checkbox
            inputId="reviews-unread"
            checked={value.unread}
            onChange={(event) => change({ unread: Boolean(event.checked) })}
          />
          <label htmlFor="reviews-unread">{t('filters.unread')}</label>
        </span>
        <span className="gl-reviews-toolbar__check">
          <Checkbox
            inputId="reviews-attachment"
            checked={value.attachment}
            onChange={(event) => change({ attachment: Boolean(event.checked) })}
          />
          <label htmlFor="reviews-attachment">{t('filters.attachment')}</label>
        </span>
        <ClearFiltersButton
          visible={isFiltered(value)}
          label={t('filters.clear')}
          onClear={() => onChange(NO_FILTER)}
        />
      </fieldset>
    </div>
  );
}
