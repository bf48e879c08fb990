import {
  RATING_GRADES,
  type TCompanyRates,
  type TComparedTable,
  type TLocationGrades,
  type TLocationRates,
  type TRatingScale,
  type TRatingStatFiltersParsed,
} from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { type Bucket, bucketsOf, hourKey } from './buckets';
import { addSums, averageOf, figuresOf, pointOf, scaleOf, type TypedSums, typesRated } from './figures';
import { tableNames, waitersOfTables } from './rating-detail.repo';
import { type Prepared, placeOf, prepare } from './rating-scope';
import { type Scope, type SumRow, sumRollups } from './rating-stats.repo';

/** Locations, tables and waiters compared (SPEC point 7 "Statistics"). */

interface PlaceSums {
  total: TypedSums;
  byKey: Map<string, TypedSums>;
}

/**
 * Sums per location (each with everything under it) and bucket; `direct` collects the ratings
 * given at `directOf` itself, at no sub-location.
 */
async function placeSeries(
  db: Db,
  p: Prepared,
  scope: Scope,
  granularity: TRatingStatFiltersParsed['granularity'],
  directOf?: string,
) {
  const hourly = granularity === 'hour';
  const rows = await sumRollups(db, scope, {
    bucket: hourly ? 'day' : granularity,
    hour: hourly,
    place: true,
  });
  const byPlace = new Map<string, PlaceSums>();
  const direct: PlaceSums = { total: {}, byKey: new Map() };
  const all: TypedSums = {};
  const add = (into: PlaceSums, key: string, row: SumRow) => {
    addSums(into.total, row.type, row);
    into.byKey.set(key, addSums(into.byKey.get(key) ?? {}, row.type, row));
  };
  for (const row of rows) {
    const key = hourly ? hourKey(row.bucket!, row.hour!) : row.bucket!;
    addSums(all, row.type, row);
    const place = placeOf(row);
    for (const id of place ? p.tree.lineage(place) : []) {
      const into = byPlace.get(id) ?? { total: {}, byKey: new Map() };
      byPlace.set(id, into);
      add(into, key, row);
    }
    if (directOf && row.locationId === directOf && row.subLocationId === null) add(direct, key, row);
  }
  const scale = scaleOf(typesRated(all), p.selectedTypes);
  return { byPlace, direct, scale, buckets: bucketsOf(scope.from, scope.to, granularity) };
}

const pointsOf = (sums: PlaceSums | undefined, buckets: Bucket[], scale: TRatingScale) =>
  buckets.map((bucket) => pointOf(sums?.byKey.get(bucket.key) ?? {}, scale));

const bucketList = (buckets: Bucket[]) => buckets.map(({ from, to, hour }) => ({ from, to, hour }));

function placesOf(
  p: Prepared,
  series: Awaited<ReturnType<typeof placeSeries>>,
  rootId?: string,
  only?: Set<string>,
) {
  return p.tree
    .inOrder(rootId)
    .filter(({ row }) => !only || only.has(row.id))
    .map(({ row, depth }) => {
      const sums = series.byPlace.get(row.id);
      return {
        id: row.id,
        name: row.name,
        parentId: row.parentId,
        depth,
        figures: figuresOf(sums?.total ?? {}, series.scale),
        points: pointsOf(sums, series.buckets, series.scale),
      };
    });
}

export async function companyRates(
  db: Db,
  structureId: string,
  companyId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TCompanyRates> {
  if (companyId !== structureId) throw notFound('Company');
  const p = await prepare(db, structureId, filters);
  const series = await placeSeries(db, p, p.scope, filters.granularity);
  return {
    period: p.period,
    granularity: filters.granularity,
    scale: series.scale,
    buckets: bucketList(series.buckets),
    places: placesOf(p, series, undefined, p.scope.placeIds ? new Set(p.scope.placeIds) : undefined),
  };
}

export async function locationRates(
  db: Db,
  structureId: string,
  locationId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TLocationRates> {
  const p = await prepare(db, structureId, filters, { ignoreLocationFilters: true });
  if (!p.tree.has(locationId)) throw notFound('Location');
  const scope = { ...p.scope, placeIds: p.tree.within([locationId]) };
  const [series, tableRows] = await Promise.all([
    placeSeries(db, p, scope, filters.granularity, locationId),
    sumRollups(db, scope, { table: true }),
  ]);
  const byTable = new Map<string, TypedSums>();
  for (const row of tableRows)
    byTable.set(row.tableId!, addSums(byTable.get(row.tableId!) ?? {}, row.type, row));
  const ids = [...byTable.keys()];
  const [names, waiters] = await Promise.all([
    tableNames(db, structureId, ids),
    waitersOfTables(db, structureId, ids),
  ]);
  const compared = (id: string, name: string, sums: TypedSums): TComparedTable => ({
    id,
    name,
    ...pointOf(sums, series.scale),
  });
  const tables = ids
    .filter((id) => names.has(id))
    .map((id) => compared(id, names.get(id)!, byTable.get(id)!));
  const byWaiter = new Map<string, { name: string; sums: TypedSums }>();
  for (const { userId, name, tableId } of waiters) {
    const waiter = byWaiter.get(userId) ?? { name, sums: {} };
    for (const [type, sums] of Object.entries(byTable.get(tableId) ?? {})) {
      addSums(waiter.sums, type as keyof TypedSums, sums);
    }
    byWaiter.set(userId, waiter);
  }
  const mostFirst = (a: TComparedTable, b: TComparedTable) =>
    b.count - a.count || a.name.localeCompare(b.name);
  return {
    period: p.period,
    granularity: filters.granularity,
    scale: series.scale,
    buckets: bucketList(series.buckets),
    places: placesOf(p, series, locationId),
    direct: {
      figures: figuresOf(series.direct.total, series.scale),
      points: pointsOf(series.direct, series.buckets, series.scale),
    },
    tables: tables.sort(mostFirst),
    waiters: [...byWaiter].map(([id, w]) => compared(id, w.name, w.sums)).sort(mostFirst),
  };
}

/** A's share of the scale: A from 85 %, B 70 %, C 55 %, D 40 %, else E. */
function gradeOf(average: number | null, scale: TRatingScale) {
  if (average === null) return null;
  const share = ((average - scale.min) / (scale.max - scale.min)) * 100;
  const index = [85, 70, 55, 40].findIndex((floor) => share >= floor);
  return RATING_GRADES[index === -1 ? 4 : index]!;
}

export async function locationGrades(
  db: Db,
  structureId: string,
  filters: TRatingStatFiltersParsed,
): Promise<TLocationGrades> {
  return locationGradesOf(db, await prepare(db, structureId, filters));
}

export async function locationGradesOf(db: Db, p: Prepared): Promise<TLocationGrades> {
  return locationGradesFrom(p, await sumRollups(db, p.scope, { place: true }));
}

/** The grades from the period's sums by place (any finer grouping is added up). */
export function locationGradesFrom(p: Prepared, rows: SumRow[]): TLocationGrades {
  const byPlace = new Map<string, TypedSums>();
  const all: TypedSums = {};
  for (const row of rows) {
    addSums(all, row.type, row);
    const place = placeOf(row);
    for (const id of place ? p.tree.lineage(place) : [])
      byPlace.set(id, addSums(byPlace.get(id) ?? {}, row.type, row));
  }
  const scale = scaleOf(typesRated(all), p.selectedTypes);
  const only = p.scope.placeIds ? new Set(p.scope.placeIds) : null;
  const items = p.tree
    .inOrder()
    .filter(({ row }) => !only || only.has(row.id))
    .map(({ row }) => {
      const sums = byPlace.get(row.id) ?? {};
      const { count, bad } = pointOf(sums, scale);
      const average = averageOf(sums, scale);
      return {
        id: row.id,
        name: row.name,
        parentId: row.parentId,
        count,
        average,
        bad,
        badShare: count === 0 ? null : (bad / count) * 100,
        rank: null as number | null,
        grade: gradeOf(average, scale),
      };
    });
  const better = (a: (typeof items)[number], b: (typeof items)[number]) =>
    b.average! - a.average! || a.badShare! - b.badShare!;
  const rated = items.filter((item) => item.count > 0).sort(better);
  rated.forEach((item, index) => {
    const previous = rated[index - 1];
    item.rank = previous && better(previous, item) === 0 ? previous.rank : index + 1;
  });
  return { period: p.period, scale, items: [...rated, ...items.filter((item) => item.count === 0)] };
}
