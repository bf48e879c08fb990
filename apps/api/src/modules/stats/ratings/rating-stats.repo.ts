import type { TMetricType } from '@guestloop/contracts';
import { and, eq, getTableName, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  metrics,
  ratingDayRollups,
  ratingHourRollups,
  ratingMonthHourRollups,
  ratingMonthRollups,
  ratingTableRollups,
} from '../../../db/schema';
import { addDays, splitByWholeMonths } from './buckets';
import type { Sums } from './figures';

/** The SQL of the rating statistics: sums read from the rollups (see db/schema/stat-rollups.ts). */

export interface PlaceRow {
  id: string;
  parentId: string | null;
  name: string;
}

export interface MetricRow {
  id: string;
  type: TMetricType;
  title: string;
  locationId: string;
  isActive: boolean;
}

export interface CompanyContext {
  timeZone: string;
  /** By name within each parent. */
  locations: PlaceRow[];
  /** By title. */
  metrics: MetricRow[];
}

/** The company's time zone, locations and metrics in one round trip; null for no such company. */
export async function companyContext(db: DbOrTx, structureId: string): Promise<CompanyContext | null> {
  const result = (await db.execute(sql`
    select s.time_zone as "timeZone",
      coalesce((select json_agg(json_build_object('id', l.id, 'parentId', l.parent_id, 'name', l.name)
                 order by l.name, l.id)
               from locations l where l.structure_id = s.id), '[]') as "locations",
      coalesce((select json_agg(json_build_object('id', m.id, 'type', m.type, 'title', m.title,
                   'locationId', m.location_id, 'isActive', m.is_active) order by m.title, m.id)
               from metrics m where m.structure_id = s.id), '[]') as "metrics"
    from structures s where s.id = ${structureId}`)) as unknown as { rows: CompanyContext[] };
  const [row] = result.rows;
  if (!row) return null;
  const parse = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return { timeZone: row.timeZone, locations: parse(row.locations), metrics: parse(row.metrics) };
}

/** Which ratings a sum covers. `null` lists: no restriction. */
export interface Scope {
  structureId: string;
  from: string;
  to: string;
  metricIds: string[] | null;
  /** A rating at one of these locations, or at one of these as its sub-location. */
  placeIds: string[] | null;
  subLocationIds: string[] | null;
}

/** What the sums are grouped by, besides the metric type (always). */
export interface Grouping {
  bucket?: 'day' | 'week' | 'month';
  hour?: boolean;
  /** ISO day of the week, 1 (Monday) to 7. */
  dayOfWeek?: boolean;
  metric?: boolean;
  place?: boolean;
  table?: boolean;
  /** A day of the scope: days before it are `previous`, the rest `current`. */
  splitAt?: string;
}

export interface SumRow extends Sums {
  type: TMetricType;
  bucket?: string;
  hour?: number;
  dayOfWeek?: number;
  metricId?: string;
  locationId?: string | null;
  subLocationId?: string | null;
  tableId?: string;
  part?: 'previous' | 'current';
}

/**
 * Sums of the ratings in scope per metric type and the grouping asked for: from the table rollup
 * when tables are asked for, else from the hourly rollup when hours are, else the daily one. What
 * needs no finer bucket than a month reads the whole months of the period from the month rollups
 * and only the days outside them from the daily or hourly one, so a year reads ~12 rows per metric
 * and place (×168 for hours) instead of ~365; a group may then come in several rows, which the
 * callers add up. A split into the periods before and from `splitAt` reads each side on its own.
 */
export async function sumRollups(db: DbOrTx, scope: Scope, by: Grouping): Promise<SumRow[]> {
  if (scope.metricIds?.length === 0 || scope.placeIds?.length === 0 || scope.subLocationIds?.length === 0) {
    return [];
  }
  const { splitAt, ...grouping } = by;
  const pieces = splitAt
    ? [
        ...(scope.from < splitAt
          ? piecesOf({ ...scope, to: minDay(scope.to, addDays(splitAt, -1)) }, grouping, 'previous')
          : []),
        ...(scope.to >= splitAt
          ? piecesOf({ ...scope, from: maxDay(scope.from, splitAt) }, grouping, 'current')
          : []),
      ]
    : piecesOf(scope, grouping);
  // One round trip whatever the number of pieces.
  const [first, second, ...rest] = pieces.map((piece) => sumQuery(db, piece, grouping));
  const rows = second ? await unionAll(first!, second, ...rest) : first ? await first : [];
  return rows.map((row) => {
    const r = row as Record<string, unknown>;
    return {
      ...(r as unknown as SumRow),
      n: Number(r.n),
      scoreSum: Number(r.scoreSum),
      bad: Number(r.bad),
      neutral: Number(r.neutral),
      good: Number(r.good),
      s: ((r.s as unknown[] | undefined) ?? []).map(Number),
      badUnread: Number(r.badUnread ?? 0),
    };
  });
}

const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);

type Rollup =
  | typeof ratingDayRollups
  | typeof ratingHourRollups
  | typeof ratingMonthRollups
  | typeof ratingMonthHourRollups
  | typeof ratingTableRollups;

/**
 * The sums a rollup holds, each written once per table as plain text: a chart's query is built
 * on every call, and a fragment per column made building it cost more than running it.
 */
const sumsOf = (() => {
  const made = new Map<Rollup, Record<string, SQL>>();
  return (t: Rollup) => {
    const known = made.get(t);
    if (known) return known;
    const column = (name: string) => `"${getTableName(t)}"."${name}"`;
    const sum = (name: string) => sql.raw(`sum(${column(name)})::float8`);
    const sums: Record<string, SQL> = {
      n: sum('n'),
      scoreSum: sum('score_sum'),
      bad: sum('bad'),
      neutral: sum('neutral'),
      good: sum('good'),
    };
    if (t !== ratingTableRollups) {
      const scores = Array.from({ length: 11 }, (_, k) => `sum(${column(`s${k}`)})::float8`);
      sums.s = sql.raw(`array[${scores.join(', ')}]`);
    }
    if ('badUnread' in t) sums.badUnread = sum('bad_unread');
    made.set(t, sums);
    return sums;
  };
})();

/** One rollup read over part of the scope; a month rollup's scope is of months (their first days). */
interface Piece {
  t: Rollup;
  scope: Scope;
  part?: 'previous' | 'current';
}

type PlainGrouping = Omit<Grouping, 'splitAt'>;

/** Which rollups answer the scope: whole months from a month rollup where no finer bucket is asked for. */
function piecesOf(scope: Scope, by: PlainGrouping, part?: Piece['part']): Piece[] {
  if (by.table) return [{ t: ratingTableRollups, scope, part }];
  const hourly = by.hour === true || by.dayOfWeek === true;
  const byDays = hourly ? ratingHourRollups : ratingDayRollups;
  if (by.bucket !== undefined && !(by.bucket === 'month' && !hourly)) return [{ t: byDays, scope, part }];
  const { months, days } = splitByWholeMonths(scope.from, scope.to);
  return [
    ...(months
      ? [{ t: hourly ? ratingMonthHourRollups : ratingMonthRollups, scope: { ...scope, ...months }, part }]
      : []),
    ...days.map((stretch) => ({ t: byDays, scope: { ...scope, ...stretch }, part })),
  ];
}

/** The grouped sums of one piece. Every piece of one grouping selects the same columns, so they can be united. */
function sumQuery(db: DbOrTx, { t, scope, part }: Piece, by: PlainGrouping) {
  const day = 'month' in t ? t.month : t.day;
  const fields: Record<string, SQL | SQL.Aliased> = {
    type: sql<TMetricType>`${metrics.type}`,
    ...sumsOf(t),
  };
  const groups: SQL[] = [sql`${metrics.type}`];
  const group = (name: string, expression: SQL) => {
    fields[name] = expression;
    groups.push(expression);
  };
  if (part) fields.part = sql<string>`${part}::text`;
  if (by.bucket) {
    const start =
      by.bucket === 'day' ? sql`${day}` : sql`date_trunc(${sql.raw(`'${by.bucket}'`)}, ${day}::timestamp)`;
    group('bucket', sql<string>`to_char(${start}, 'YYYY-MM-DD')`);
  }
  if (by.hour) group('hour', sql<number>`${(t as typeof ratingHourRollups).hour}::int`);
  if (by.dayOfWeek) {
    const dayOfWeek = 'dayOfWeek' in t ? sql`${t.dayOfWeek}` : sql`extract(isodow from ${day})`;
    group('dayOfWeek', sql<number>`${dayOfWeek}::int`);
  }
  if (by.metric) group('metricId', sql<string>`${t.metricId}`);
  if (by.place) {
    group('locationId', sql<string | null>`${t.locationId}`);
    group('subLocationId', sql<string | null>`${t.subLocationId}`);
  }
  if (by.table) group('tableId', sql<string>`${ratingTableRollups.tableId}`);
  return db
    .select(fields)
    .from(t)
    .innerJoin(metrics, eq(metrics.id, t.metricId))
    .where(
      and(
        eq(t.structureId, scope.structureId),
        gte(day, scope.from),
        lte(day, scope.to),
        scope.metricIds ? inArray(t.metricId, scope.metricIds) : undefined,
        scope.placeIds
          ? or(inArray(t.locationId, scope.placeIds), inArray(t.subLocationId, scope.placeIds))
          : undefined,
        scope.subLocationIds ? inArray(t.subLocationId, scope.subLocationIds) : undefined,
      ),
    )
    .groupBy(...groups);
}
