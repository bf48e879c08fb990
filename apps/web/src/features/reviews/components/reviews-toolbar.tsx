import {
  METRIC_OUTCOMES,
  metricScoreRange,
  type TMetricOutcome,
  type TMetricType,
} from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { activeFilters, fromDay, isFiltered, NO_FILTER, type ReviewsFilter, toDay } from './filters';
import { useReviewWords } from './review-words';

export interface ReviewsToolbarProps {
  value: ReviewsFilter;
  locations: readonly { id: string; name: string }[];
  metrics: readonly { id: string; title: string; type: TMetricType; locationName: string }[];
  onChange(next: ReviewsFilter): void;
}

/** Filter the inbox by location, metric, outcome or score, days, unread and attachments. */
export function ReviewsToolbar({ value, locations, metrics, onChange }: ReviewsToolbarProps) {
  const words = useReviewWords();
  const { t } = words;
  const change = (patch: Partial<ReviewsFilter>) => onChange({ ...value, ...patch, page: 1 });
  const range = value.from ? [fromDay(value.from), value.to ? fromDay(value.to) : null] : null;
  const metric = metrics.find((m) => m.id === value.metric);
  const scale = metric ? metricScoreRange(metric.type) : null;
  const scores = scale ? Array.from({ length: scale.max - scale.min + 1 }, (_, i) => scale.max - i) : [];
  // Metrics of one location are told apart by it when the company has several.
  const manyLocations = new Set(metrics.map((m) => m.locationName)).size > 1;
  const [open, setOpen] = useState(false);
  const active = activeFilters(value);

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
        <label htmlFor="reviews-location" className="gl-visually-hidden">
          {t('filters.location')}
        </label>
        <Dropdown
          inputId="reviews-location"
          value={value.location}
          options={locations.map((location) => ({ value: location.id, label: location.name }))}
          placeholder={t('filters.allLocations')}
          showClear
          filter={locations.length > 8}
          emptyMessage={t('filters.none')}
          onChange={(event) => change({ location: (event.value as string | undefined) ?? null })}
          className="gl-reviews-toolbar__filter"
        />
        <label htmlFor="reviews-metric" className="gl-visually-hidden">
          {t('filters.metric')}
        </label>
        <Dropdown
          inputId="reviews-metric"
          value={value.metric}
          options={metrics.map((m) => ({
            value: m.id,
            label: manyLocations ? `${m.title} · ${m.locationName}` : m.title,
          }))}
          placeholder={t('filters.allMetrics')}
          showClear
          filter={metrics.length > 8}
          emptyMessage={t('filters.none')}
          onChange={(event) => change({ metric: (event.value as string | undefined) ?? null, score: null })}
          className="gl-reviews-toolbar__filter"
        />
        <label htmlFor="reviews-outcome" className="gl-visually-hidden">
          {t('filters.outcome')}
        </label>
        <Dropdown
          inputId="reviews-outcome"
          value={value.outcome}
          options={METRIC_OUTCOMES.map((outcome) => ({ value: outcome, label: words.outcome(outcome) }))}
          placeholder={t('filters.anyOutcome')}
          showClear
          onChange={(event) => change({ outcome: (event.value as TMetricOutcome | undefined) ?? null })}
          className="gl-reviews-toolbar__filter"
        />
        {metric ? (
          <>
            <label htmlFor="reviews-score" className="gl-visually-hidden">
              {t('filters.score')}
            </label>
            <Dropdown
              inputId="reviews-score"
              value={value.score}
              options={scores.map((score) => ({ value: score, label: words.score(metric.type, score) }))}
              placeholder={t('filters.anyScore')}
              showClear
              onChange={(event) => change({ score: (event.value as number | undefined) ?? null })}
              className="gl-reviews-toolbar__filter"
            />
          </>
        ) : null}
        <label htmlFor="reviews-dates" className="gl-visually-hidden">
          {t('filters.dates')}
        </label>
        <Calendar
          inputId="reviews-dates"
          selectionMode="range"
          value={range}
          readOnlyInput
          showIcon
          showButtonBar
          maxDate={new Date()}
          placeholder={t('filters.anyDate')}
          className="gl-reviews-toolbar__dates"
          onChange={(event) => {
            const [from, to] = (event.value as (Date | null)[] | null) ?? [];
            change({ from: from ? toDay(from) : null, to: to ? toDay(to) : from ? toDay(from) : null });
          }}
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
        {isFiltered(value) ? (
          <Button
            type="button"
            text
            icon="pi pi-filter-slash"
            label={t('filters.clear')}
            onClick={() => onChange(NO_FILTER)}
          />
        ) : null}
      </fieldset>
    </div>
  );
}
