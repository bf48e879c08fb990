import {
  STAT_GRANULARITIES,
  STAT_MAX_DAYS,
  type TStatFilters,
  type TStatGranularity,
} from '@guestloop/contracts';
import { dayParam } from '@/lib/calendar-day';

/** The periods offered; `custom` reads `from` and `to` from the address. */
export const PRESETS = ['today', '7d', '30d', 'month', 'last-month', '12m', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = '30d';

/** The section's filters, as kept in the page's address (so a shared link or a reload shows the same). */
export interface StatsFilter {
  preset: Preset;
  /** Days as YYYY-MM-DD, both included: only for `custom`. */
  from: string | null;
  to: string | null;
  locations: string[];
  metrics: string[];
  /** null: chosen from the period's length. */
  granularity: TStatGranularity | null;
}

export interface Period {
  from: string;
  to: string;
}

export const NO_FILTER: StatsFilter = {
  preset: DEFAULT_PRESET,
  from: null,
  to: null,
  locations: [],
  metrics: [],
  granularity: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_IDS = 200;
const ids = (values: string[]) => [...new Set(values.filter((id) => UUID.test(id)))].slice(0, MAX_IDS);
const isPreset = (value: string | null): value is Preset =>
  (PRESETS as readonly string[]).includes(value ?? '');
const isGranularity = (value: string | null): value is TStatGranularity =>
  (STAT_GRANULARITIES as readonly string[]).includes(value ?? '');

export function filterFromSearch(search: URLSearchParams): StatsFilter {
  const asked = search.get('period');
  const from = dayParam(search, 'from');
  const to = dayParam(search, 'to');
  // A custom period needs both ends in order; anything else falls back to the default period.
  const custom = asked === 'custom' && from !== null && to !== null && from <= to;
  const preset = custom ? 'custom' : isPreset(asked) && asked !== 'custom' ? asked : DEFAULT_PRESET;
  const by = search.get('by');
  return {
    preset,
    from: custom ? from : null,
    to: custom ? to : null,
    locations: ids(search.getAll('location')),
    metrics: ids(search.getAll('metric')),
    granularity: isGranularity(by) ? by : null,
  };
}

/** The address of the filters: only what differs from the defaults. */
export function filterToSearch(filter: StatsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.preset !== DEFAULT_PRESET) search.set('period', filter.preset);
  if (filter.preset === 'custom' && filter.from && filter.to) {
    search.set('from', filter.from);
    search.set('to', filter.to);
  }
  for (const id of filter.locations) search.append('location', id);
  for (const id of filter.metrics) search.append('metric', id);
  if (filter.granularity) search.set('by', filter.granularity);
  return search;
}

export const isFiltered = (filter: StatsFilter) =>
  filter.preset !== DEFAULT_PRESET ||
  filter.locations.length > 0 ||
  filter.metrics.length > 0 ||
  filter.granularity !== null;

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const fromDate = (date: Date) => date.toISOString().slice(0, 10);

/** A day `n` days after `day` (before when negative). */
export function addDays(day: string, n: number): string {
  return fromDate(new Date(toDate(day).getTime() + n * DAY_MS));
}

/** The first day of the month `n` months after the month of `day`. */
export function monthStart(day: string, n = 0): string {
  const date = toDate(day);
  return fromDate(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1)));
}

/** How many days a period covers, both ends included. */
export function daysIn({ from, to }: Period): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS) + 1;
}

/** The days of the chosen period, counted back from `today` (the venue's today). */
export function periodOf(filter: StatsFilter, today: string): Period {
  switch (filter.preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: monthStart(today), to: today };
    case 'last-month':
      return { from: monthStart(today, -1), to: addDays(monthStart(today), -1) };
    case '12m':
      return { from: monthStart(today, -11), to: today };
    case 'custom': {
      const from = filter.from ?? today;
      const to = filter.to ?? today;
      // The API answers at most STAT_MAX_DAYS days: a longer choice keeps its latest days.
      return daysIn({ from, to }) > STAT_MAX_DAYS
        ? { from: addDays(to, -(STAT_MAX_DAYS - 1)), to }
        : { from, to };
    }
    default:
      return { from: addDays(today, -29), to: today };
  }
}

/** The granularities that make a readable chart of the period (no 8,760 hourly bars). */
export function granularitiesFor(period: Period): TStatGranularity[] {
  const days = daysIn(period);
  return STAT_GRANULARITIES.filter((g) => {
    if (g === 'hour') return days <= 7;
    if (g === 'day') return days <= 92;
    if (g === 'week') return days >= 14;
    return days >= 56;
  });
}

/** The chosen granularity when it suits the period, else the one its length calls for. */
export function granularityOf(filter: StatsFilter, period: Period): TStatGranularity {
  if (filter.granularity && granularitiesFor(period).includes(filter.granularity)) return filter.granularity;
  const days = daysIn(period);
  if (days === 1) return 'hour';
  if (days <= 45) return 'day';
  if (days <= 120) return 'week';
  return 'month';
}

/** The body every statistics call takes, for the filters on the venue's `today`. */
export function statFilters(filter: StatsFilter, today: string, withMetrics = true): TStatFilters {
  const period = periodOf(filter, today);
  return {
    ...period,
    ...(filter.locations.length ? { locationIds: filter.locations } : {}),
    ...(withMetrics && filter.metrics.length ? { metricIds: filter.metrics } : {}),
    granularity: granularityOf(filter, period),
  };
}
