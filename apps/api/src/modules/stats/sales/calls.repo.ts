import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { callDayRollups } from '../../../db/schema';
import { type CallSums, zeroCalls } from './figures';
import type { DayRange } from './period';
import { type SalesScope, scopeWhere } from './sales.repo';

/** The SQL of the waiter-call statistics: sums of the call rollups over local days. */

const c = callDayRollups;
const total = (column: PgColumn) => sql<string>`coalesce(sum(${column}), 0)::float8`;
const BANDS = [
  c.within1m,
  c.within2m,
  c.within3m,
  c.within5m,
  c.within10m,
  c.within15m,
  c.within30m,
  c.within60m,
  c.over60m,
];

const callSums = {
  calls: total(c.calls),
  handled: total(c.handled),
  responseSecondsSum: total(c.responseSecondsSum),
  ...Object.fromEntries(BANDS.map((column, index) => [`band${index}`, total(column)])),
};

export type CallGrouping = 'day' | 'hour' | 'handledBy' | 'tableGroup';

const GROUP_KEYS: Record<CallGrouping, SQL<string | null>> = {
  day: sql`to_char(${c.day}, 'YYYY-MM-DD')`,
  hour: sql`${c.hour}::text`,
  handledBy: sql`${c.handledBy}::text`,
  tableGroup: sql`${c.tableGroupId}::text`,
};

/** Calls of the scope (menus, types and currency do not apply; waiters are who handled them), grouped. */
export async function callsBy(db: DbOrTx, scope: SalesScope, range: DayRange, groups: CallGrouping[] = []) {
  const keys = Object.fromEntries(groups.map((group, index) => [`k${index}`, GROUP_KEYS[group]]));
  const callScope = { ...scope, menuIds: null, types: null };
  const query = db
    .select({ ...keys, ...callSums })
    .from(c)
    .where(scopeWhere({ ...c, waiterId: c.handledBy }, callScope, range));
  const rows = (
    groups.length > 0
      ? await query.groupBy(...groups.map((_, index) => sql.raw(String(index + 1))))
      : await query
  ) as Record<string, unknown>[];
  return rows.map((row) => ({
    keys: groups.map((_, index) => (row[`k${index}`] ?? null) as string | null),
    sums: sumsOf(row),
  }));
}

function sumsOf(row: Record<string, unknown>): CallSums {
  const sums = zeroCalls();
  sums.calls = Number(row.calls ?? 0);
  sums.handled = Number(row.handled ?? 0);
  sums.responseSecondsSum = Number(row.responseSecondsSum ?? 0);
  sums.bands = sums.bands.map((_, index) => Number(row[`band${index}`] ?? 0));
  return sums;
}
