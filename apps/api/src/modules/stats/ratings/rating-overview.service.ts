import {
  DAY_PARTS,
  METRIC_TYPES,
  metricScoreRange,
  type TCompanyHeadline,
  type TMetricStats,
  type TMetricType,
  type TMetricTypeStats,
  type TRatingScale,
  type TRatingStatFiltersParsed,
  type TReviewsByHours,
  type TReviewsByPeriods,
} from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { localToday, monthStart, weekStart } from './buckets';
import { addSums, distributionsOf, figuresOf, pointOf, scaleOf, type TypedSums, typesRated } from './figures';
import { type Prepared, prepare } from './rating-scope';
import { companyContext, type SumRow, sumRollups } from './rating-stats.repo';

/** The dashboard's figures, metric lists and the charts by hour (SPEC point 7 "Statistics"). */

const ownScale = (type: TMetricType): TRatingScale => ({ type, ...metricScoreRange(type) });

/** Today, this week (from Monday) and this month on the company's clock; the whole company. */
export async function companyHeadline(
  db: Db,
  structureId: string,
  companyId: string,
  now = new Date(),
): Promise<TCompanyHeadline> {
  if (companyId !== structureId) throw notFound('Company');
  const ctx = await companyContext(db, structureId);
  if (!ctx) throw notFound('Company');
  const today = localToday(ctx.timeZone, now);
  const stretches = { today, week: weekStart(today), month: monthStart(today) };
  const from = stretches.week < stretches.month ? stretches.week : stretches.month;
  const rows = await sumRollups(
    db,
    { structureId, from, to: today, metricIds: null, placeIds: null, subLocationIds: null },
    { bucket: 'day' },
  );
  const sums = { today: {} as TypedSums, week: {} as TypedSums, month: {} as TypedSums };
  for (const row of rows) {
    for (const key of ['today', 'week', 'month'] as const) {
      if (row.bucket! >= stretches[key]) addSums(sums[key], row.type, row);
    }
  }
  const scale = scaleOf(
    typesRated(sums.week, sums.month),
    ctx.metrics.map((m) => m.type),
  );
  const stretch = (key: keyof typeof sums) => {
    const { count, average, bad } = figuresOf(sums[key], scale);
    const badUnread = Object.values(sums[key]).reduce((total, s) => total + s.badUnread, 0);
    return { from: stretches[key], to: today, count, average, bad, badUnread };
  };
  return {
    timeZone: ctx.timeZone,
    scale,
    today: stretch('today'),
    week: stretch('week'),
    month: stretch('month'),
  };
}

/** Every metric the filters select, with its figures on its own scale. */
export async function metricStats(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TMetricStats> {
  return metricStatsOf(db, await prepare(db, structureId, filters));
}

export async function metricStatsOf(db: Db, p: Prepared): Promise<TMetricStats> {
  return metricStatsFrom(p, await sumRollups(db, p.scope, { metric: true }));
}

/** The metric list from the period's sums by metric (any finer grouping is added up). */
export function metricStatsFrom(p: Prepared, rows: SumRow[]): TMetricStats {
  const byMetric = new Map<string, TypedSums>();
  for (const row of rows)
    byMetric.set(row.metricId!, addSums(byMetric.get(row.metricId!) ?? {}, row.type, row));
  const chosen = p.scope.metricIds ? new Set(p.scope.metricIds) : null;
  return {
    period: p.period,
    items: p.ctx.metrics
      .filter((m) => !chosen || chosen.has(m.id))
      .map((m) => ({
        id: m.id,
        title: m.title,
        type: m.type,
        locationId: m.locationId,
        isActive: m.isActive,
        figures: figuresOf(byMetric.get(m.id) ?? {}, ownScale(m.type)),
      })),
  };
}

/** Every metric type the selected metrics are of, or that has ratings, on its own scale. */
export async function metricTypeStats(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TMetricTypeStats> {
  const p = await prepare(db, structureId, filters);
  const rows = await sumRollups(db, p.scope, {});
  const all: TypedSums = {};
  for (const row of rows) addSums(all, row.type, row);
  const chosen = p.scope.metricIds ? new Set(p.scope.metricIds) : null;
  const metrics = p.ctx.metrics.filter((m) => !chosen || chosen.has(m.id));
  const types = new Set([...metrics.map((m) => m.type), ...typesRated(all)]);
  return {
    period: p.period,
    items: METRIC_TYPES.filter((type) => types.has(type)).map((type) => {
      const own: TypedSums = all[type] ? { [type]: all[type] } : {};
      return {
        type,
        scale: ownScale(type),
        metrics: metrics.filter((m) => m.type === type).length,
        figures: { ...figuresOf(own, ownScale(type)), distributions: distributionsOf(own, [type]) },
      };
    }),
  };
}

/** The 7×24 heat map: ratings per ISO day of the week and local hour. */
export async function reviewsByHours(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TReviewsByHours> {
  return reviewsByHoursOf(db, await prepare(db, structureId, filters));
}

export async function reviewsByHoursOf(db: Db, p: Prepared): Promise<TReviewsByHours> {
  const rows = await sumRollups(db, p.scope, { dayOfWeek: true, hour: true, outcomesOnly: true });
  const cells = new Map<string, TypedSums>();
  const all: TypedSums = {};
  for (const row of rows) {
    const key = `${row.dayOfWeek}:${row.hour}`;
    cells.set(key, addSums(cells.get(key) ?? {}, row.type, row));
    addSums(all, row.type, row);
  }
  const scale = scaleOf(typesRated(all), p.selectedTypes);
  return {
    period: p.period,
    scale,
    days: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      hours: Array.from({ length: 24 }, (_, hour) => pointOf(cells.get(`${dayOfWeek}:${hour}`) ?? {}, scale)),
    })),
  };
}

/** Ratings by part of the day: night, morning, afternoon, evening. */
export async function reviewsByPeriods(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TReviewsByPeriods> {
  const p = await prepare(db, structureId, filters);
  const rows = await sumRollups(db, p.scope, { hour: true, outcomesOnly: true });
  const parts = DAY_PARTS.map(() => ({}) as TypedSums);
  const all: TypedSums = {};
  for (const row of rows) {
    const index = DAY_PARTS.findIndex((part) => row.hour! >= part.fromHour && row.hour! <= part.toHour);
    addSums(parts[index]!, row.type, row);
    addSums(all, row.type, row);
  }
  const scale = scaleOf(typesRated(all), p.selectedTypes);
  return {
    period: p.period,
    scale,
    parts: DAY_PARTS.map((part, index) => {
      const { count, average, bad, neutral, good } = figuresOf(parts[index]!, scale);
      return {
        id: part.id,
        fromHour: part.fromHour,
        toHour: part.toHour,
        count,
        average,
        bad,
        neutral,
        good,
      };
    }),
  };
}
