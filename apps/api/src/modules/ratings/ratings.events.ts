import type { TMetricOutcome, TMetricType } from '@guestloop/contracts';

/** What the ratings module tells. */
declare module '../events' {
  interface DomainEventMap {
    /**
     * A guest's rating now counts: given on a metric that asks for nothing, or confirmed with its
     * mailed code. Emitted after the commit, once per rating.
     */
    'rating.created': {
      structureId: string;
      ratingId: string;
      metricId: string;
      locationId: string | null;
      outcome: TMetricOutcome;
      score: number;
      tableId: string | null;
      /** What staff are told of it, as it was stored (so subscribers need not read it again). */
      metricTitle: string;
      metricType: TMetricType;
      tableLabel: string | null;
      comment: string | null;
    };
    /** A member opened a review and marked it viewed (the first time, or again). */
    'review.viewed': { structureId: string; ratingId: string; userId: string };
  }
}
