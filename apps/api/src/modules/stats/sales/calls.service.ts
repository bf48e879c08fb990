import type { TSalesFiltersParsed, TServiceCalls } from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import * as calls from './calls.repo';
import { addCalls, type CallSums, callFigures, responseBands, zeroCalls } from './figures';
import { type Resolved, resolveFilters } from './filters';
import * as lookups from './lookups.repo';
import { bucketKey, bucketsOf, type DayRange, keyOf } from './period';

/** Waiter-call statistics: how many calls, how many handled, how fast, per bucket, hour, waiter and table group. */

type Grouped = Awaited<ReturnType<typeof calls.callsBy>>;

function summed(rows: Grouped, keyOfRow: (keys: (string | null)[]) => string) {
  const out = new Map<string, CallSums>();
  for (const row of rows) {
    const key = keyOfRow(row.keys);
    out.set(key, addCalls(out.get(key) ?? zeroCalls(), row.sums));
  }
  return out;
}

/** The calls of one range in all, for the day report. */
export async function callTotals(db: Db, resolved: Resolved, range: DayRange) {
  const [row] = await calls.callsBy(db, resolved.scope, range);
  return callFigures(row?.sums ?? zeroCalls());
}

export async function serviceCalls(
  db: Db,
  structureId: string,
  filters: TSalesFiltersParsed,
): Promise<TServiceCalls> {
  const resolved = await resolveFilters(db, structureId, filters);
  const { scope, range } = resolved;
  const { granularity } = filters;
  const [dayHours, waiters, groups] = await Promise.all([
    calls.callsBy(db, scope, range, ['day', 'hour']),
    calls.callsBy(db, scope, range, ['handledBy']),
    calls.callsBy(db, scope, range, ['tableGroup']),
  ]);
  const total = summed(dayHours, () => 'all').get('all') ?? zeroCalls();
  const perBucket = summed(dayHours, ([day, hour]) => bucketKey(String(day), Number(hour), granularity));
  const perHour = summed(dayHours, ([, hour]) => String(hour));
  const people = await lookups.namesOf(
    db,
    structureId,
    'waiter',
    waiters.flatMap((w) => (w.keys[0] ? [w.keys[0]] : [])),
  );
  const groupRows = await lookups.tableGroupsOf(
    db,
    structureId,
    groups.flatMap((g) => (g.keys[0] ? [g.keys[0]] : [])),
  );
  const groupNames = new Map(groupRows.map((g) => [g.id, g]));
  const busiestFirst = <T extends { calls: number }>(a: T, b: T) => b.calls - a.calls;
  return {
    ...range,
    granularity,
    total: { ...callFigures(total), responseBands: responseBands(total) },
    buckets: bucketsOf(range, granularity).map((bucket) => ({
      ...bucket,
      ...callFigures(perBucket.get(keyOf(bucket, granularity)) ?? zeroCalls()),
    })),
    hoursOfDay: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      ...callFigures(perHour.get(String(hour)) ?? zeroCalls()),
    })),
    waiters: waiters
      .filter(({ sums }) => sums.calls > 0)
      .map(({ keys: [userId], sums }) => ({
        userId: userId ?? null,
        name: userId ? (people.get(userId) ?? null) : null,
        ...callFigures(sums),
      }))
      .sort(busiestFirst),
    tableGroups: groups
      .filter(({ sums }) => sums.calls > 0)
      .map(({ keys: [tableGroupId], sums }) => {
        const group = tableGroupId ? groupNames.get(tableGroupId) : undefined;
        return {
          tableGroupId: tableGroupId ?? null,
          name: group?.name ?? null,
          locationName: group?.locationName ?? null,
          ...callFigures(sums),
        };
      })
      .sort(busiestFirst),
  };
}
