import type {
  TSalesByDimension,
  TSalesByDimensionBody,
  TSalesByPeriod,
  TSalesDimension,
  TSalesDimensionRow,
  TSalesFiltersParsed,
  TSalesItem,
  TSalesItems,
  TSalesSummary,
} from '@guestloop/contracts';
import { SALES_MAX_ITEMS } from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { addSales, type SalesSums, salesFigures, shareOf, zeroSales } from './figures';
import { type Resolved, resolveFilters } from './filters';
import * as lookups from './lookups.repo';
import { bucketKey, bucketsOf, type DayRange, keyOf, previousPeriod } from './period';
import * as repo from './sales.repo';

/** Sales statistics (SPEC point 7 "Statistics"): every figure is a sum of the rollups. */

/** The currencies of the period, the company's first; and the one the answer gives money in. */
export async function currencyOf(db: Db, resolved: Resolved, range: DayRange = resolved.range) {
  const found = await repo.currenciesOf(db, resolved.scope, range);
  const own = resolved.companyCurrency;
  const currencies = found.includes(own) ? [own, ...found.filter((c) => c !== own)] : found;
  const currency = resolved.currency ?? (found.length === 0 || found.includes(own) ? own : found[0]!);
  return { currency, currencies };
}

type SalesRow = Awaited<ReturnType<typeof repo.salesBy>>[number];

/** Rows summed per key (`a`, or `a` and `b` joined by "|"). */
function byKey(rows: SalesRow[]): Map<string, SalesSums> {
  const out = new Map<string, SalesSums>();
  for (const row of rows) {
    const key = row.b === undefined ? String(row.a) : `${row.a}|${row.b}`;
    out.set(key, addSales(out.get(key) ?? zeroSales(), row));
  }
  return out;
}

export async function summary(
  db: Db,
  structureId: string,
  filters: TSalesFiltersParsed,
): Promise<TSalesSummary> {
  const resolved = await resolveFilters(db, structureId, filters);
  const previous = previousPeriod(resolved.range);
  const [now, before] = await Promise.all([
    repo.salesByCurrency(db, resolved.scope, resolved.range),
    repo.salesByCurrency(db, resolved.scope, previous),
  ]);
  const currencies = new Map<string, { current: SalesSums; previous: SalesSums }>();
  const entry = (currency: string) => {
    const found = currencies.get(currency) ?? { current: zeroSales(), previous: zeroSales() };
    currencies.set(currency, found);
    return found;
  };
  entry(resolved.currency ?? resolved.companyCurrency);
  for (const row of now) addSales(entry(row.currency).current, row);
  for (const row of before) addSales(entry(row.currency).previous, row);
  const main = resolved.currency ?? resolved.companyCurrency;
  // A currency is listed when it has orders in either period (rows summed back to zero do not count).
  const placed = (s: SalesSums) => s.orders + s.cancelled;
  return {
    ...resolved.range,
    previous,
    currencies: [...currencies.entries()]
      .filter(
        ([currency, s]) =>
          currency === main || (!resolved.currency && placed(s.current) + placed(s.previous) > 0),
      )
      .map(([currency, sums]) => ({
        currency,
        current: salesFigures(sums.current),
        previous: salesFigures(sums.previous),
      })),
  };
}

export async function byPeriod(
  db: Db,
  structureId: string,
  filters: TSalesFiltersParsed,
): Promise<TSalesByPeriod> {
  const resolved = await resolveFilters(db, structureId, filters);
  const { currency, currencies } = await currencyOf(db, resolved);
  const { scope, range } = resolved;
  const { granularity } = filters;
  const [dayHours, hours, weekdays] = await Promise.all([
    repo.salesBy(db, scope, range, currency, granularity === 'hour' ? ['day', 'hour'] : ['day']),
    repo.salesBy(db, scope, range, currency, ['hour']),
    repo.salesBy(db, scope, range, currency, ['weekday']),
  ]);
  const perBucket = new Map<string, SalesSums>();
  for (const row of dayHours) {
    const key = bucketKey(String(row.a), Number(row.b ?? 0), granularity);
    perBucket.set(key, addSales(perBucket.get(key) ?? zeroSales(), row));
  }
  const perHour = byKey(hours);
  const perWeekday = byKey(weekdays);
  return {
    ...range,
    granularity,
    currency,
    currencies,
    buckets: bucketsOf(range, granularity).map((bucket) => ({
      ...bucket,
      ...salesFigures(perBucket.get(keyOf(bucket, granularity)) ?? zeroSales()),
    })),
    hoursOfDay: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      ...salesFigures(perHour.get(String(hour)) ?? zeroSales()),
    })),
    weekdays: Array.from({ length: 7 }, (_, index) => ({
      weekday: index + 1,
      ...salesFigures(perWeekday.get(String(index + 1)) ?? zeroSales()),
    })),
  };
}

const NAMED: Partial<Record<TSalesDimension, lookups.NamedKind>> = {
  menu: 'menu',
  'table-group': 'table-group',
  waiter: 'waiter',
};

/** Names of a dimension's keys: places, menus, groups and people by their current name. */
async function labelsOf(db: Db, structureId: string, dimension: TSalesDimension, keys: string[]) {
  if (dimension === 'location') {
    const all = await lookups.companyLocations(db, structureId);
    return new Map(all.map((l) => [l.id, l.name]));
  }
  const kind = NAMED[dimension];
  return kind ? lookups.namesOf(db, structureId, kind, keys) : new Map<string, string>();
}

/** Rows of a dimension (or of the day report's types and payment methods), most revenue first. */
export async function dimensionRows(
  db: Db,
  resolved: Resolved,
  range: DayRange,
  currency: string,
  dimension: TSalesDimension,
): Promise<TSalesDimensionRow[]> {
  const rows = byKey(await repo.salesBy(db, resolved.scope, range, currency, [dimension]));
  const keys = [...rows.keys()].filter((k) => k !== 'null');
  const labels = await labelsOf(db, resolved.scope.structureId, dimension, keys);
  const revenue = [...rows.values()].reduce((sum, s) => sum + s.revenue, 0);
  return [...rows.entries()]
    .filter(([, sums]) => sums.orders + sums.cancelled > 0)
    .map(([key, sums]) => ({
      key: key === 'null' ? null : key,
      label: key === 'null' ? null : (labels.get(key) ?? null),
      ...salesFigures(sums),
      revenueShare: shareOf(sums.revenue, revenue),
    }))
    .sort(
      (x, y) => y.revenue - x.revenue || y.orders - x.orders || String(x.key).localeCompare(String(y.key)),
    );
}

export async function byDimension(
  db: Db,
  structureId: string,
  body: TSalesFiltersParsed & Pick<TSalesByDimensionBody, 'dimension'>,
): Promise<TSalesByDimension> {
  const resolved = await resolveFilters(db, structureId, body);
  const { currency, currencies } = await currencyOf(db, resolved);
  return {
    ...resolved.range,
    dimension: body.dimension,
    currency,
    currencies,
    rows: await dimensionRows(db, resolved, resolved.range, currency, body.dimension),
  };
}

/** Every item sold, most sold first, with its shares of the whole. */
export async function soldItems(
  db: Db,
  resolved: Resolved,
  range: DayRange,
  currency: string,
  limit: number,
) {
  const rows = await repo.itemsSold(db, resolved.scope, range, currency, limit);
  const quantity = rows.reduce((sum, row) => sum + Number(row.quantity), 0);
  const revenue = rows.reduce((sum, row) => sum + Number(row.revenue), 0);
  const items: TSalesItem[] = rows.map((row) => ({
    itemId: row.itemId,
    title: row.title,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
    quantityShare: shareOf(Number(row.quantity), quantity),
    revenueShare: shareOf(Number(row.revenue), revenue),
  }));
  return { items, quantity, revenue };
}

const rank = (items: TSalesItem[], by: 'quantity' | 'revenue', order: 1 | -1, limit: number) =>
  [...items].sort((x, y) => order * (x[by] - y[by]) || x.title.localeCompare(y.title)).slice(0, limit);

export async function items(
  db: Db,
  structureId: string,
  body: TSalesFiltersParsed & { limit: number },
): Promise<TSalesItems> {
  const resolved = await resolveFilters(db, structureId, body);
  const { currency, currencies } = await currencyOf(db, resolved);
  const sold = await soldItems(db, resolved, resolved.range, currency, SALES_MAX_ITEMS);
  return {
    ...resolved.range,
    currency,
    currencies,
    quantity: sold.quantity,
    revenue: sold.revenue,
    items: sold.items,
    topByQuantity: rank(sold.items, 'quantity', -1, body.limit),
    topByRevenue: rank(sold.items, 'revenue', -1, body.limit),
    bottomByQuantity: rank(sold.items, 'quantity', 1, body.limit),
    bottomByRevenue: rank(sold.items, 'revenue', 1, body.limit),
  };
}
