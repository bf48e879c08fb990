import type { TMetricType } from '@guestloop/contracts';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
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
  /** The company's date now: no rating is later (a month reaching it is read whole so far). */
  today?: string;
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
  /** Only the count, score sum and outcomes: no distribution of scores, no unread count. */
  outcomesOnly?: boolean;
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
  if (pieces.length === 0) return [];
  const query = sql.join(
    pieces.map((piece) => sumQuery(piece, grouping)),
    sql` union all `,
  );
  const { rows } = (await db.execute(query)) as unknown as { rows: unknown[] };
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
  const { months, days } = splitByWholeMonths(scope.from, scope.to, scope.today);
  return [
    ...(months
      ? [{ t: hourly ? ratingMonthHourRollups : ratingMonthRollups, scope: { ...scope, ...months }, part }]
      : []),
    ...days.map((stretch) => ({ t: byDays, scope: { ...scope, ...stretch }, part })),
  ];
}

/**
 * The grouped sums of one piece. Every piece of one grouping selects the same columns, so they
 * can be united. The select list and grouping are plain text made once per rollup and grouping
 * (a chart's query is built on every call, and building it from a fragment per column cost more
 * than running it); only the company, the days and the filters are parameters.
 */
function sumQuery({ t, scope, part }: Piece, by: PlainGrouping): SQL {
  const shape = shapeOf(t, by);
  const place = scope.placeIds
    ? sql` and (r.location_id in ${scope.placeIds} or r.sub_location_id in ${scope.placeIds})`
    : sql``;
  return sql`(select ${sql.raw(shape.select)}${part ? sql.raw(`, '${part}'::text as "part"`) : sql``}
    from ${sql.raw(shape.from)}
    where r.structure_id = ${scope.structureId} and ${sql.raw(shape.day)} >= ${scope.from} and ${sql.raw(shape.day)} <= ${scope.to}${
      scope.metricIds ? sql` and r.metric_id in ${scope.metricIds}` : sql``
    }${place}${scope.subLocationIds ? sql` and r.sub_location_id in ${scope.subLocationIds}` : sql``}
    group by ${sql.raw(shape.groupBy)})`;
}

interface Shape {
  select: string;
  from: string;
  day: string;
  groupBy: string;
}

const shapes = new Map<string, Shape>();

function shapeOf(t: Rollup, by: PlainGrouping): Shape {
  const table = getTableName(t);
  const key = JSON.stringify([table, by]);
  const known = shapes.get(key);
  if (known) return known;
  const day = 'month' in t ? 'r.month' : 'r.day';
  const sum = (column: string, name: string) => `sum(r.${column})::float8 as "${name}"`;
  const select = [
    'm.type as "type"',
    sum('n', 'n'),
    sum('score_sum', 'scoreSum'),
    sum('bad', 'bad'),
    sum('neutral', 'neutral'),
    sum('good', 'good'),
  ];
  if (!by.outcomesOnly && 's0' in t) {
    const scores = Array.from({ length: 11 }, (_, k) => `sum(r.s${k})::float8`);
    select.push(`array[${scores.join(', ')}] as "s"`);
  }
  if (!by.outcomesOnly && 'badUnread' in t) select.push(sum('bad_unread', 'badUnread'));
  const groups = ['m.type'];
  const group = (expression: string, name: string) => {
    select.push(`${expression} as "${name}"`);
    groups.push(expression);
  };
  if (by.bucket) {
    const start = by.bucket === 'day' ? day : `date_trunc('${by.bucket}', ${day}::timestamp)`;
    group(`to_char(${start}, 'YYYY-MM-DD')`, 'bucket');
  }
  if (by.hour) group('r.hour::int', 'hour');
  if (by.dayOfWeek)
    group(
      'month' in t && 'dayOfWeek' in t ? 'r.day_of_week::int' : `extract(isodow from ${day})::int`,
      'dayOfWeek',
    );
  if (by.metric) group('r.metric_id', 'metricId');
  if (by.place) {
    group('r.location_id', 'locationId');
    group('r.sub_location_id', 'subLocationId');
  }
  if (by.table) group('r.table_id', 'tableId');
  const shape = {
    select: select.join(', '),
    from: `"${table}" r join metrics m on m.id = r.metric_id`,
    day,
    groupBy: groups.join(', '),
  };
  shapes.set(key, shape);
  return shape;
}
