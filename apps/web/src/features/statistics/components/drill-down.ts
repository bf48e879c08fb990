import type { TMetricOutcome } from '@guestloop/contracts';
import type { Period, StatsFilter } from './filters';

/** The reviews inbox (its own section; it reads these filters from its address). */
export const REVIEWS_PATH = '/user/app/reviews';

export interface Bucket extends Period {
  location?: string | null;
  metric?: string | null;
  outcome?: TMetricOutcome | null;
  /** A weekday (ISO: 1 Monday … 7 Sunday) and hours (both included) of the venue's clock. */
  dayOfWeek?: number | null;
  hourFrom?: number | null;
  hourTo?: number | null;
}

/**
 * The inbox's address for the reviews behind a bar, point or cell: its days, and the location,
 * metric, outcome, weekday and hours it stands for. The inbox filters by one location and one metric: the
 * section's own choice is carried when it is exactly one.
 */
export function reviewsLink(bucket: Bucket, filter?: Pick<StatsFilter, 'locations' | 'metrics'>): string {
  const search = new URLSearchParams();
  const location = bucket.location ?? (filter?.locations.length === 1 ? filter.locations[0] : null);
  const metric = bucket.metric ?? (filter?.metrics.length === 1 ? filter.metrics[0] : null);
  if (location) search.set('location', location);
  if (metric) search.set('metric', metric);
  if (bucket.outcome) search.set('outcome', bucket.outcome);
  search.set('from', bucket.from);
  search.set('to', bucket.to);
  for (const key of ['dayOfWeek', 'hourFrom', 'hourTo'] as const) {
    const value = bucket[key];
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  return `${REVIEWS_PATH}?${search}`;
}
