import { TABLE_BOOKING_STATUSES } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { ClearFiltersButton, DayRangeFilter, FilterSelect } from '@/components/ui';
import { addDays, type BookingsFilter, DEFAULT_FILTER, isDefaultFilter } from './booking-filters';
import type { BookingWords } from './booking-words';

export interface BookingsToolbarProps {
  value: BookingsFilter;
  words: BookingWords;
  /** The company's locations; the location filter shows only when there are several. */
  locations: readonly { id: string; name: string }[];
  onChange(next: BookingsFilter): void;
}

type Quick = 'today' | 'tomorrow' | 'week';

/** Filter the bookings by status, booked days (with the nearest days one tap away) and location. */
export function BookingsToolbar({ value, words, locations, onChange }: BookingsToolbarProps) {
  const { t, today, tomorrow } = words;
  const change = (patch: Partial<BookingsFilter>) => onChange({ ...value, ...patch });
  const quick: Record<Quick, { from: string; to: string }> = {
    today: { from: today, to: today },
    tomorrow: { from: tomorrow, to: tomorrow },
    week: { from: today, to: addDays(today, 6) },
  };

  return (
    <div className="gl-qr-bookings-toolbar">
      <FilterSelect
        inputId="bookings-status"
        label={t('bookings.filters.status')}
        value={value.status}
        options={TABLE_BOOKING_STATUSES.map((status) => ({ value: status, label: words.status(status) }))}
        placeholder={t('bookings.filters.allStatuses')}
        onChange={(status) => change({ status })}
        className="gl-qr-bookings-toolbar__filter"
      />
      <fieldset className="gl-qr-bookings-quick">
        <legend className="gl-visually-hidden">{t('bookings.filters.quick')}</legend>
        {(Object.keys(quick) as Quick[]).map((key) => {
          const range = quick[key];
          const pressed = value.from === range.from && value.to === range.to;
          return (
            <Button
              key={key}
              type="button"
              size="small"
              rounded
              outlined={!pressed}
              aria-pressed={pressed}
              label={t(`bookings.filters.${key}`)}
              onClick={() => change(pressed ? { from: null, to: null } : range)}
            />
          );
        })}
      </fieldset>
      <DayRangeFilter
        inputId="bookings-dates"
        label={t('bookings.filters.dates')}
        placeholder={t('bookings.filters.anyDate')}
        from={value.from}
        to={value.to}
        className="gl-qr-bookings-toolbar__dates"
        future
        onChange={change}
      />
      {locations.length > 1 ? (
        <FilterSelect
          inputId="bookings-location"
          label={t('bookings.filters.location')}
          value={value.locationId}
          options={locations.map((location) => ({ value: location.id, label: location.name }))}
          placeholder={t('bookings.filters.allLocations')}
          filter={locations.length > 8}
          onChange={(locationId) => change({ locationId })}
          className="gl-qr-bookings-toolbar__filter"
        />
      ) : null}
      <ClearFiltersButton
        visible={!isDefaultFilter(value)}
        label={t('bookings.filters.reset')}
        onClear={() => onChange(DEFAULT_FILTER)}
      />
    </div>
  );
}
