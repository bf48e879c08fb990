import type { TReviewExportFilters } from '@guestloop/contracts';
import type { Period, StatsFilter } from './filters';

/** The reviews behind the section's figures, as the reviews export reads them (one location and metric at most). */
export function reviewsExportFilters(period: Period, filter: StatsFilter): TReviewExportFilters {
  return {
    from: period.from,
    to: period.to,
    ...(filter.locations.length === 1 ? { locationId: filter.locations[0] } : {}),
    ...(filter.metrics.length === 1 ? { metricId: filter.metrics[0] } : {}),
  };
}
