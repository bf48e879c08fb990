import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { fromDay, toDay } from '@/lib/calendar-day';

export interface FilterSelectProps<T extends string | number> {
  /** The dropdown's input; the label, read only by screen readers, points at it. */
  inputId: string;
  label: string;
  value: T | null;
  options: { value: T; label: string }[];
  /** What shows while nothing is chosen ("All menus"): on screen it stands for the label. */
  placeholder: string;
  emptyMessage?: string;
  filter?: boolean;
  className?: string;
  onChange(value: T | null): void;
}

/** One filter of a list's toolbar: a choice that clears back to "all" (null). */
export function FilterSelect<T extends string | number>({
  label,
  onChange,
  ...dropdown
}: FilterSelectProps<T>) {
  return (
    <>
      <label htmlFor={dropdown.inputId} className="gl-visually-hidden">
        {label}
      </label>
      <Dropdown
        {...dropdown}
        showClear
        onChange={(event) => onChange((event.value as T | undefined) ?? null)}
      />
    </>
  );
}

export interface DayRangeFilterProps {
  inputId: string;
  /** Read only by screen readers: the placeholder stands for it on screen. */
  label: string;
  placeholder: string;
  className?: string;
  /** Days as YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  /** Days that lie ahead can be picked too (bookings); by default the calendar ends today. */
  future?: boolean;
  onChange(range: { from: string | null; to: string | null }): void;
}

/**
 * A list's days filter: a range picked on a calendar up to today (or any day, `future`), as the
 * days the user sees; one picked day is a range of that day.
 */
export function DayRangeFilter({
  inputId,
  label,
  placeholder,
  className,
  from,
  to,
  future = false,
  onChange,
}: DayRangeFilterProps) {
  const range = from ? [fromDay(from), to ? fromDay(to) : null] : null;
  return (
    <>
      <label htmlFor={inputId} className="gl-visually-hidden">
        {label}
      </label>
      <Calendar
        inputId={inputId}
        selectionMode="range"
        value={range}
        readOnlyInput
        showIcon
        showButtonBar
        maxDate={future ? undefined : new Date()}
        placeholder={placeholder}
        className={className}
        onChange={(event) => {
          const [first, last] = (event.value as (Date | null)[] | null) ?? [];
          onChange({
            from: first ? toDay(first) : null,
            to: last ? toDay(last) : first ? toDay(first) : null,
          });
        }}
      />
    </>
  );
}

/** "Clear filters", shown only while some filter is chosen. */
export function ClearFiltersButton({
  visible,
  label,
  onClear,
}: {
  visible: boolean;
  label: string;
  onClear(): void;
}) {
  if (!visible) return null;
  return <Button type="button" text icon="pi pi-filter-slash" label={label} onClick={onClear} />;
}
