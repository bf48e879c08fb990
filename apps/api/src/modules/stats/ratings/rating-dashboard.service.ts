import type { TRatingOverview, TRatingStatFiltersParsed } from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { locationGradesFrom } from './rating-compare.service';
import { metricStatsFrom, reviewsByHoursOf } from './rating-overview.service';
import { prepare } from './rating-scope';
import { sumRollups } from './rating-stats.repo';
import { analyticFrom, analyticScope, reviewTrendOf, scoreRateOf, seriesOf } from './rating-stats.service';

/**
 * The Statistics overview in one answer: the filters are checked and the company's locations and
 * metrics read once; the headline, the location grades and the metric list come from one read
 * of both periods by metric and place, the score trend and the review counts share one series.
 * Three statements in all, read side by side. Each part equals what its own call answers.
 */
export async function ratingOverview(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TRatingOverview> {
  const p = await prepare(db, structureId, filters);
  const [byPlace, series, heatMap] = await Promise.all([
    sumRollups(db, analyticScope(p, filters), { splitAt: filters.from, metric: true, place: true }),
    seriesOf(db, p, p.scope, filters.granularity),
    reviewsByHoursOf(db, p),
  ]);
  const current = byPlace.filter((row) => row.part === 'current');
  return {
    headline: analyticFrom(p, filters, byPlace),
    scoreTrend: scoreRateOf(p, filters.granularity, series),
    reviewCounts: reviewTrendOf(p, filters.granularity, series),
    grades: locationGradesFrom(p, current),
    metrics: metricStatsFrom(p, current),
    heatMap,
  };
}
