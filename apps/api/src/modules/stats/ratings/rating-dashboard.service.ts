import type { TRatingOverview, TRatingStatFiltersParsed } from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { locationGradesOf } from './rating-compare.service';
import { metricStatsOf, reviewsByHoursOf } from './rating-overview.service';
import { prepare } from './rating-scope';
import { analyticOf, reviewTrendOf, scoreRateOf, seriesOf } from './rating-stats.service';

/**
 * The Statistics overview in one answer: the filters are checked and the company's locations and
 * metrics read once, the score trend and the review counts share one series, and the parts are
 * read side by side. Each part equals what its own call answers.
 */
export async function ratingOverview(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TRatingOverview> {
  const p = await prepare(db, structureId, filters);
  const [headline, series, grades, metrics, heatMap] = await Promise.all([
    analyticOf(db, p, filters),
    seriesOf(db, p, p.scope, filters.granularity),
    locationGradesOf(db, p),
    metricStatsOf(db, p),
    reviewsByHoursOf(db, p),
  ]);
  return {
    headline,
    scoreTrend: scoreRateOf(p, filters.granularity, series),
    reviewCounts: reviewTrendOf(p, filters.granularity, series),
    grades,
    metrics,
    heatMap,
  };
}
