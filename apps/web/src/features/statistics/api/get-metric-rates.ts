import { type TRatingStatFilters, ZMetricRates, ZReviewsByPeriods } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { ratingStatQuery } from './get-rating-stats';
import { getStatQuery, postStatQuery } from './stat-query';

/** POST /stat/data/{metric}/metric-rates: one metric per bucket, and the answers its guests chose. */
export const metricRatesQuery = (metricId: string, body: TRatingStatFilters) =>
  postStatQuery(`/stat/data/${encodeURIComponent(metricId)}/metric-rates`, body, ZMetricRates);

/** GET /stat/structure/reviews-by-periods: ratings by part of the day (night, morning, afternoon, evening). */
export const reviewsByPeriodsQuery = (body: TRatingStatFilters) =>
  getStatQuery('/stat/structure/reviews-by-periods', ratingStatQuery(body), ZReviewsByPeriods);

export const useMetricRates = (metricId: string, body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...metricRatesQuery(metricId, body), enabled });
export const useReviewsByPeriods = (body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...reviewsByPeriodsQuery(body), enabled });
