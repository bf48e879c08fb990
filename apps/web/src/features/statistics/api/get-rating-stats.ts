import {
  type TRatingStatFilters,
  ZCompanyRates,
  ZLocationGrades,
  ZLocationRates,
  ZMetricStats,
  ZRatingOverview,
  ZReviewScoresAnalytic,
  ZReviewsByHours,
  ZReviewTrendPeriod,
  ZScoreRatePeriod,
} from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getStatQuery, postStatQuery } from './stat-query';

/** The GET calls take the same filters as their query (lists repeated). */
const asQuery = ({ from, to, granularity, locationIds, metricIds }: TRatingStatFilters) => ({
  from,
  to,
  granularity,
  locationIds,
  metricIds,
});

/** POST /stat/data/overview: the overview page's figures and charts in one answer. */
export const ratingOverviewQuery = (body: TRatingStatFilters) =>
  postStatQuery('/stat/data/overview', body, ZRatingOverview);

/** POST /stat/data/review-scores-analytic: the headline figures and the period before. */
export const scoresAnalyticQuery = (body: TRatingStatFilters) =>
  postStatQuery('/stat/data/review-scores-analytic', body, ZReviewScoresAnalytic);

/** POST /stat/data/score-rate-period: the average score per bucket. */
export const scoreRateQuery = (body: TRatingStatFilters) =>
  postStatQuery('/stat/data/score-rate-period', body, ZScoreRatePeriod);

/** POST /stat/data/review-trend-period: ratings per bucket by outcome. */
export const reviewTrendQuery = (body: TRatingStatFilters) =>
  postStatQuery('/stat/data/review-trend-period', body, ZReviewTrendPeriod);

/** POST /stat/data/{company}/company-rates: every location compared, bucket by bucket. */
export const companyRatesQuery = (companyId: string, body: TRatingStatFilters) =>
  postStatQuery(`/stat/data/${encodeURIComponent(companyId)}/company-rates`, body, ZCompanyRates);

/** POST /stat/data/{location}/location-rates: a location's parts, tables and waiters compared. */
export const locationRatesQuery = (locationId: string, body: TRatingStatFilters) =>
  postStatQuery(`/stat/data/${encodeURIComponent(locationId)}/location-rates`, body, ZLocationRates);

/** GET /stat/metric: each metric's figures on its own scale. */
export const metricStatsQuery = (body: TRatingStatFilters) =>
  getStatQuery('/stat/metric', asQuery(body), ZMetricStats);

/** GET /stat/structure/reviews-by-hours: the 7×24 heat map. */
export const reviewsByHoursQuery = (body: TRatingStatFilters) =>
  getStatQuery('/stat/structure/reviews-by-hours', asQuery(body), ZReviewsByHours);

/** GET /stat/location/grades: every location ranked and graded. */
export const locationGradesQuery = (body: TRatingStatFilters) =>
  getStatQuery('/stat/location/grades', asQuery(body), ZLocationGrades);

export const useRatingOverview = (body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...ratingOverviewQuery(body), enabled });
export const useScoresAnalytic = (body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...scoresAnalyticQuery(body), enabled });
export const useScoreRate = (body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...scoreRateQuery(body), enabled });
export const useReviewTrend = (body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...reviewTrendQuery(body), enabled });
export const useCompanyRates = (companyId: string | null, body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...companyRatesQuery(companyId ?? '', body), enabled: enabled && Boolean(companyId) });
export const useLocationRates = (locationId: string | null, body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...locationRatesQuery(locationId ?? '', body), enabled: enabled && Boolean(locationId) });
export const useMetricStats = (body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...metricStatsQuery(body), enabled });
export const useReviewsByHours = (body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...reviewsByHoursQuery(body), enabled });
export const useLocationGrades = (body: TRatingStatFilters, enabled = true) =>
  useQuery({ ...locationGradesQuery(body), enabled });

/** The GET calls' query, for the calls of other files. */
export const ratingStatQuery = asQuery;
