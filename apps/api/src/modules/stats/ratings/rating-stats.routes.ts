import {
  ZCompanyHeadline,
  ZCompanyRates,
  ZLocationGrades,
  ZLocationRates,
  ZMetricRates,
  ZMetricStats,
  ZMetricTypeStats,
  ZRatingOverview,
  ZRatingStatFilters,
  ZRatingStatQuery,
  ZReviewScoresAnalytic,
  ZReviewScoresPeriod,
  ZReviewsByHours,
  ZReviewsByPeriods,
  ZReviewTrendPeriod,
  ZScoreRatePeriod,
  ZStatIdParams,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../../lib/responses';
import type { Access } from '../../../plugins/access';
import * as compare from './rating-compare.service';
import { ratingOverview } from './rating-dashboard.service';
import * as overview from './rating-overview.service';
import * as series from './rating-stats.service';

/**
 * Rating statistics (SPEC point 7 "Statistics"): read from the rollups, on the company's clock.
 * Unknown or other companies' metrics, locations and companies answer 404. Shapes and rules:
 * packages/contracts/src/stat-ratings.ts and docs/rating-statistics.md.
 */
const access: Access = { permission: 'statistics.view' };
const tags = ['statistics'];
const config = { access };
const filtered = (summary: string) => ({ tags, summary, body: ZRatingStatFilters });
const queried = (summary: string) => ({ tags, summary, querystring: ZRatingStatQuery });

export const ratingStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stat/data/review-scores-analytic',
    {
      config,
      schema: {
        ...filtered(
          'Headline figures (count, average, distribution, NPS, CSAT, outcomes) of the period and of the one before',
        ),
        response: { 200: ZReviewScoresAnalytic, ...staffErrors },
      },
    },
    async (request) => series.reviewScoresAnalytic(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/stat/data/overview',
    {
      config,
      schema: {
        ...filtered(
          'The Statistics overview in one answer: headline, score trend, review counts, location grades, metrics and heat map',
        ),
        response: { 200: ZRatingOverview, ...staffErrors },
      },
    },
    async (request) => ratingOverview(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/stat/data/score-rate-period',
    {
      config,
      schema: {
        ...filtered('Average score per bucket of the granularity, every bucket of the period'),
        response: { 200: ZScoreRatePeriod, ...staffErrors },
      },
    },
    async (request) => series.scoreRatePeriod(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/stat/data/review-trend-period',
    {
      config,
      schema: {
        ...filtered('Ratings per bucket split into bad, neutral and good'),
        response: { 200: ZReviewTrendPeriod, ...staffErrors },
      },
    },
    async (request) => series.reviewTrendPeriod(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/stat/data/review-scores-period',
    {
      config,
      schema: {
        ...filtered('Score distribution per bucket, one per metric type'),
        response: { 200: ZReviewScoresPeriod, ...staffErrors },
      },
    },
    async (request) => series.reviewScoresPeriod(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/stat/data/:id/metric-rates',
    {
      config,
      schema: {
        ...filtered(
          "One metric (`id`) per bucket, and how often guests chose each of its questions' answers",
        ),
        params: ZStatIdParams,
        response: { 200: ZMetricRates, ...staffErrors },
      },
    },
    async (request) =>
      series.metricRates(app.db, await request.requireStructureId(), request.params.id, request.body),
  );

  app.post(
    '/stat/data/:id/location-rates',
    {
      config,
      schema: {
        ...filtered(
          'One location (`id`) and every location under it compared, with its tables and their waiters',
        ),
        params: ZStatIdParams,
        response: { 200: ZLocationRates, ...staffErrors },
      },
    },
    async (request) =>
      compare.locationRates(app.db, await request.requireStructureId(), request.params.id, request.body),
  );

  app.post(
    '/stat/data/:id/company-rates',
    {
      config,
      schema: {
        ...filtered("Every location of the company (`id`: the caller's company) compared"),
        params: ZStatIdParams,
        response: { 200: ZCompanyRates, ...staffErrors },
      },
    },
    async (request) =>
      compare.companyRates(app.db, await request.requireStructureId(), request.params.id, request.body),
  );

  app.get(
    '/stat/data/:id/company',
    {
      config,
      schema: {
        tags,
        summary:
          "The dashboard's rating figures today, this week and this month (`id`: the caller's company)",
        params: ZStatIdParams,
        response: { 200: ZCompanyHeadline, ...staffErrors },
      },
    },
    async (request) =>
      overview.companyHeadline(app.db, await request.requireStructureId(), request.params.id),
  );

  app.get(
    '/stat/metric',
    {
      config,
      schema: {
        ...queried('Every metric the filters select with its figures in the period, on its own scale'),
        response: { 200: ZMetricStats, ...staffErrors },
      },
    },
    async (request) => overview.metricStats(app.db, await request.requireStructureId(), request.query),
  );

  app.get(
    '/stat/metric-type',
    {
      config,
      schema: {
        ...queried('Figures and distribution per metric type in the period, each on its own scale'),
        response: { 200: ZMetricTypeStats, ...staffErrors },
      },
    },
    async (request) => overview.metricTypeStats(app.db, await request.requireStructureId(), request.query),
  );

  app.get(
    '/stat/structure/reviews-by-hours',
    {
      config,
      schema: {
        ...queried('Ratings per day of the week and local hour (7×24 heat map)'),
        response: { 200: ZReviewsByHours, ...staffErrors },
      },
    },
    async (request) => overview.reviewsByHours(app.db, await request.requireStructureId(), request.query),
  );

  app.get(
    '/stat/structure/reviews-by-periods',
    {
      config,
      schema: {
        ...queried('Ratings by part of the day: night 0–5, morning 6–11, afternoon 12–17, evening 18–23'),
        response: { 200: ZReviewsByPeriods, ...staffErrors },
      },
    },
    async (request) => overview.reviewsByPeriods(app.db, await request.requireStructureId(), request.query),
  );

  app.get(
    '/stat/location/grades',
    {
      config,
      schema: {
        ...queried('Every location with count, average, bad share, rank and grade, best first'),
        response: { 200: ZLocationGrades, ...staffErrors },
      },
    },
    async (request) => compare.locationGrades(app.db, await request.requireStructureId(), request.query),
  );
};
