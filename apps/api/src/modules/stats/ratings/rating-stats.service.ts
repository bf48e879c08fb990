import type {
  TMetricRates,
  TRatingScale,
  TRatingStatFiltersParsed,
  TReviewScoresAnalytic,
  TReviewScoresPeriod,
  TReviewTrendPeriod,
  TScoreRatePeriod,
  TStatGranularity,
} from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { type Bucket, bucketsOf, hourKey, previousPeriod } from './buckets';
import {
  addSums,
  distributionsOf,
  figuresOf,
  headlineOf,
  scaleOf,
  type TypedSums,
  typesRated,
} from './figures';
import { answerCounts, metricQuestions } from './rating-detail.repo';
import { type Prepared, prepare } from './rating-scope';
import { type Scope, type SumRow, sumRollups } from './rating-stats.repo';

/** The headline and the per-bucket series of rating statistics (SPEC point 7 "Statistics"). */

export async function reviewScoresAnalytic(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TReviewScoresAnalytic> {
  return analyticOf(db, await prepare(db, structureId, filters), filters);
}

/** The headline of prepared filters: the period's figures and those of the period before. */
export async function analyticOf(
  db: Db,
  p: Prepared,
  filters: TRatingStatFiltersParsed,
): Promise<TReviewScoresAnalytic> {
  return analyticFrom(p, filters, await sumRollups(db, analyticScope(p, filters), { splitAt: filters.from }));
}

/** The period and the one before it, which the headline compares. */
export const analyticScope = (p: Prepared, filters: TRatingStatFiltersParsed): Scope => ({
  ...p.scope,
  from: previousPeriod(filters.from, filters.to).from,
});

/** The headline from sums split into `previous` and `current`. */
export function analyticFrom(
  p: Prepared,
  filters: TRatingStatFiltersParsed,
  rows: SumRow[],
): TReviewScoresAnalytic {
  const previous = previousPeriod(filters.from, filters.to);
  const current: TypedSums = {};
  const before: TypedSums = {};
  for (const row of rows) addSums(row.part === 'previous' ? before : current, row.type, row);
  const scale = scaleOf(typesRated(current, before), p.selectedTypes);
  return {
    period: p.period,
    previousPeriod: previous,
    scale,
    current: headlineOf(current, scale),
    previous: headlineOf(before, scale),
  };
}

export interface Series {
  scale: TRatingScale;
  total: TypedSums;
  buckets: { bucket: Bucket; sums: TypedSums }[];
}

/** The sums of every bucket of the period, zeros included. */
export async function seriesOf(
  db: Db,
  p: Prepared,
  scope: Scope,
  granularity: TStatGranularity,
): Promise<Series> {
  const hourly = granularity === 'hour';
  const rows = await sumRollups(db, scope, hourly ? { bucket: 'day', hour: true } : { bucket: granularity });
  const byKey = new Map<string, TypedSums>();
  const total: TypedSums = {};
  const keyOf = (row: SumRow) => (hourly ? hourKey(row.bucket!, row.hour!) : row.bucket!);
  for (const row of rows) {
    const key = keyOf(row);
    byKey.set(key, addSums(byKey.get(key) ?? {}, row.type, row));
    addSums(total, row.type, row);
  }
  return {
    scale: scaleOf(typesRated(total), p.selectedTypes),
    total,
    buckets: bucketsOf(scope.from, scope.to, granularity).map((bucket) => ({
      bucket,
      sums: byKey.get(bucket.key) ?? {},
    })),
  };
}

const bucketOf = ({ from, to, hour }: Bucket) => ({ from, to, hour });

async function periodSeries(db: Db, structureId: string, filters: TRatingStatFiltersParsed) {
  const p = await prepare(db, structureId, filters);
  return { p, series: await seriesOf(db, p, p.scope, filters.granularity) };
}

export async function scoreRatePeriod(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TScoreRatePeriod> {
  const { p, series } = await periodSeries(db, structureId, filters);
  return scoreRateOf(p, filters.granularity, series);
}

/** The average score per bucket of a series. */
export function scoreRateOf(p: Prepared, granularity: TStatGranularity, series: Series): TScoreRatePeriod {
  return {
    period: p.period,
    granularity,
    scale: series.scale,
    buckets: series.buckets.map(({ bucket, sums }) => {
      const { count, average } = figuresOf(sums, series.scale);
      return { ...bucketOf(bucket), count, average };
    }),
  };
}

export async function reviewTrendPeriod(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TReviewTrendPeriod> {
  const { p, series } = await periodSeries(db, structureId, filters);
  return reviewTrendOf(p, filters.granularity, series);
}

/** The ratings per bucket of a series by outcome. */
export function reviewTrendOf(
  p: Prepared,
  granularity: TStatGranularity,
  series: Series,
): TReviewTrendPeriod {
  return {
    period: p.period,
    granularity,
    scale: series.scale,
    buckets: series.buckets.map(({ bucket, sums }) => {
      const { count, bad, neutral, good } = figuresOf(sums, series.scale);
      return { ...bucketOf(bucket), count, bad, neutral, good };
    }),
  };
}

export async function reviewScoresPeriod(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TReviewScoresPeriod> {
  const { p, series } = await periodSeries(db, structureId, filters);
  const rated = typesRated(series.total);
  const types = rated.size > 0 ? rated : p.selectedTypes;
  const ordered = distributionsOf({}, types).map((d) => d.type);
  return {
    period: p.period,
    granularity: filters.granularity,
    scale: series.scale,
    types: ordered,
    buckets: series.buckets.map(({ bucket, sums }) => ({
      ...bucketOf(bucket),
      count: figuresOf(sums, series.scale).count,
      distributions: distributionsOf(sums, ordered),
    })),
  };
}

/** One metric: its buckets, its distribution, and what guests chose under its questions. */
export async function metricRates(
  db: Db,
  structureId: string,
  metricId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TMetricRates> {
  const p = await prepare(db, structureId, filters, { ignoreMetricFilters: true });
  const metric = p.ctx.metrics.find((m) => m.id === metricId);
  if (!metric) throw notFound('Metric');
  const scope = { ...p.scope, metricIds: [metricId] };
  const [series, questions, counts] = await Promise.all([
    seriesOf(db, { ...p, selectedTypes: new Set([metric.type]) }, scope, filters.granularity),
    metricQuestions(db, structureId, metricId),
    answerCounts(db, { ...scope, metricId, timeZone: p.ctx.timeZone }),
  ]);
  const countOf = (questionId: string, answerId: string | null) =>
    counts.find((c) => c.questionId === questionId && c.answerId === answerId);
  return {
    period: p.period,
    granularity: filters.granularity,
    scale: series.scale,
    metric: { id: metric.id, title: metric.title, type: metric.type, locationId: metric.locationId },
    total: {
      ...figuresOf(series.total, series.scale),
      distributions: distributionsOf(series.total, [metric.type]),
    },
    buckets: series.buckets.map(({ bucket, sums }) => ({
      ...bucketOf(bucket),
      figures: figuresOf(sums, series.scale),
      counts: distributionsOf(sums, [metric.type])[0]?.counts ?? [],
    })),
    questions: (questions ?? []).map((question) => ({
      id: question.id,
      title: question.title,
      answered: countOf(question.id, null)?.count ?? 0,
      answers: question.answers.map((answer) => ({
        id: answer.id,
        label: answer.label,
        count: countOf(question.id, answer.id)?.count ?? 0,
        bad: countOf(question.id, answer.id)?.bad ?? 0,
      })),
    })),
  };
}
