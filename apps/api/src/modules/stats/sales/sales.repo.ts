import type { TSalesDimension } from '@guestloop/contracts';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { itemDayRollups, orderHourRollups } from '../../../db/schema';
import type { DayRange } from './period';

/**
 * The SQL of the sales statistics: sums of the order and item rollups over local days, grouped
 * as an answer needs. Nothing here reads the orders themselves.
 */

/** What the caller's filters leave in (null: everything of the company). Ids are the company's own. */
export interface SalesScope {
  structureId: string;
  locationIds: string[] | null;
  menuIds: string[] | null;
  tableGroupIds: string[] | null;
  waiterIds: string[] | null;
  types: string[] | null;
}

interface ScopedColumns {
  structureId: PgColumn;
  day: PgColumn;
  locationId: PgColumn;
  menuId?: PgColumn;
  tableGroupId: PgColumn;
  waiterId: PgColumn;
  type?: PgColumn;
}

const anyOf = (column: PgColumn | undefined, ids: string[] | null) =>
  column && ids ? inArray(column, ids) : undefined;

/** The rows of the scope and period (one currency, when given). */
export function scopeWhere(columns: ScopedColumns, scope: SalesScope, range: DayRange): SQL {
  return and(
    eq(columns.structureId, scope.structureId),
    gte(columns.day, range.from),
    lte(columns.day, range.to),
    anyOf(columns.locationId, scope.locationIds),
    anyOf(columns.menuId, scope.menuIds),
    anyOf(columns.tableGroupId, scope.tableGroupIds),
    anyOf(columns.waiterId, scope.waiterIds),
    anyOf(columns.type, scope.types),
  ) as SQL;
}

const r = orderHourRollups;
const total = (column: PgColumn) => sql<string>`coalesce(sum(${column}), 0)::float8`;

const salesSums = {
  orders: total(r.orders),
  cancelled: total(r.cancelled),
  cancelledTotal: total(r.cancelledTotal),
  sales: total(r.sales),
  paidOrders: total(r.paidOrders),
  revenue: total(r.revenue),
  subtotal: total(r.subtotal),
  tips: total(r.tips),
};

/** How sales rows are grouped: by local day, hour, both, day of the week, or a dimension. */
export type SalesGrouping = 'day' | 'hour' | 'weekday' | TSalesDimension;

const GROUP_KEYS: Record<SalesGrouping, SQL<string | null>> = {
  day: sql`to_char(${r.day}, 'YYYY-MM-DD')`,
  hour: sql`${r.hour}::text`,
  weekday: sql`extract(isodow from ${r.day})::int::text`,
  location: sql`${r.locationId}::text`,
  menu: sql`${r.menuId}::text`,
  'table-group': sql`${r.tableGroupId}::text`,
  waiter: sql`${r.waiterId}::text`,
  type: sql`${r.type}`,
  'payment-method': sql`${r.paymentMethod}`,
};

/** GROUP BY selected columns by position (1…n): the same expression twice is then never in doubt. */
const positions = (n: number) => Array.from({ length: n }, (_, i) => sql.raw(String(i + 1)));

/**
 * Sales sums of the scope and period in one currency, grouped by up to two keys (`a`, `b`; none:
 * one row for everything).
 */
export async function salesBy(
  db: DbOrTx,
  scope: SalesScope,
  range: DayRange,
  currency: string,
  groups: SalesGrouping[] = [],
) {
  const [first, second] = groups;
  const keys = {
    ...(first ? { a: GROUP_KEYS[first] } : {}),
    ...(second ? { b: GROUP_KEYS[second] } : {}),
  };
  const query = db
    .select({ ...keys, ...salesSums })
    .from(r)
    .where(and(scopeWhere(r, scope, range), eq(r.currency, currency)));
  const rows = groups.length > 0 ? await query.groupBy(...positions(groups.length)) : await query;
  return rows as ({ a?: string | null; b?: string | null } & Record<keyof typeof salesSums, string>)[];
}

/** Sales sums of the scope and period per currency. */
export async function salesByCurrency(db: DbOrTx, scope: SalesScope, range: DayRange) {
  return db
    .select({ currency: r.currency, ...salesSums })
    .from(r)
    .where(scopeWhere(r, scope, range))
    .groupBy(r.currency);
}

/** The currencies of the scope's orders in the period, most orders first. */
export async function currenciesOf(db: DbOrTx, scope: SalesScope, range: DayRange): Promise<string[]> {
  const placed = sql`sum(${r.orders} + ${r.cancelled})`;
  const rows = await db
    .select({ currency: r.currency })
    .from(r)
    .where(scopeWhere(r, scope, range))
    .groupBy(r.currency)
    .having(sql`${placed} > 0`)
    .orderBy(sql`${placed} desc`, r.currency);
  return rows.map((row) => row.currency);
}

const i = itemDayRollups;

/**
 * Items sold in the scope and period in one currency, most sold first: one row per item id (an
 * item without one per title), named by the title of its last day sold (the first in the
 * alphabet when it had two that day).
 */
export async function itemsSold(
  db: DbOrTx,
  scope: SalesScope,
  range: DayRange,
  currency: string,
  limit: number,
) {
  const quantity = sql<string>`sum(${i.quantity})::float8`;
  const revenue = sql<string>`sum(${i.revenue})::float8`;
  return db
    .select({
      itemId: i.itemId,
      // Rows summed back to zero (a sale taken back) name nothing.
      title: sql<string>`(array_agg(${i.title} order by ${i.day} desc, ${i.title}) filter (where ${i.quantity} <> 0 or ${i.revenue} <> 0))[1]`,
      quantity,
      revenue,
    })
    .from(i)
    .where(and(scopeWhere(i, scope, range), eq(i.currency, currency)))
    .groupBy(i.itemId, sql`case when ${i.itemId} is null then ${i.title} end`)
    .having(sql`sum(${i.quantity}) <> 0 or sum(${i.revenue}) <> 0`)
    .orderBy(sql`${quantity} desc`, sql`${revenue} desc`, sql`2`)
    .limit(limit);
}
