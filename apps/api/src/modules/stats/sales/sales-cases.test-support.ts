import type { TSalesDimension, TStatGranularity } from '@guestloop/contracts';
import { type Filter, ordersIn, type RawOrder } from './sales-reference.test-support';
import { type CompanyWorld, type Random, WINDOW_DAYS } from './sales-world.test-support';

/** Random filters of the property test, and how the reference groups and picks as the answers do. */

const pick = <T>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
export const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export interface Case {
  body: Record<string, unknown>;
  filter: Filter;
  granularity: TStatGranularity;
}

export function randomCase(rand: Random, w: CompanyWorld): Case {
  const v = w.venue;
  const from = dayAfter(WINDOW_DAYS.from, Math.floor(rand() * 20));
  const to = rand() < 0.3 ? WINDOW_DAYS.to : dayAfter(from, Math.floor(rand() * 12));
  const granularity: TStatGranularity =
    rand() < 0.15 ? 'hour' : pick(rand, ['day', 'week', 'month'] as const);
  const end = granularity === 'hour' ? (to < dayAfter(from, 2) ? to : dayAfter(from, 2)) : to;
  const location = rand() < 0.3 ? pick(rand, [v.rootId, v.subId]) : null;
  const menu = rand() < 0.2 ? pick(rand, w.menus) : null;
  const group = rand() < 0.2 ? pick(rand, [v.servedGroupId, v.plainGroupId]) : null;
  const waiter = rand() < 0.2 ? pick(rand, w.staff) : null;
  const types = rand() < 0.2 ? [pick(rand, ['table', 'pickup', 'delivery'])] : null;
  const currency = rand() < 0.25 ? 'USD' : undefined;
  return {
    granularity,
    body: {
      from,
      to: end,
      granularity,
      ...(location ? { locationIds: [location] } : {}),
      ...(menu ? { menuIds: [menu] } : {}),
      ...(group ? { tableGroupIds: [group] } : {}),
      ...(waiter ? { waiterIds: [waiter] } : {}),
      ...(types ? { types } : {}),
      ...(currency ? { currency } : {}),
    },
    filter: {
      from,
      to: end,
      locations: location ? new Set(location === v.rootId ? [v.rootId, v.subId] : [v.subId]) : null,
      menus: menu ? new Set([menu]) : null,
      groups: group ? new Set([group]) : null,
      waiters: waiter ? new Set([waiter]) : null,
      types: types ? new Set(types) : null,
    },
  };
}

/** The answer's currency: the one asked for, else the company's (EUR) unless the period has only others. */
export function currencyFor(orders: RawOrder[], c: Case, tz: string) {
  const counts = new Map<string, number>();
  for (const o of ordersIn(orders, c.filter, tz, null))
    counts.set(o.currency, (counts.get(o.currency) ?? 0) + 1);
  const found = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k);
  const currencies = found.includes('EUR') ? ['EUR', ...found.filter((x) => x !== 'EUR')] : found;
  const asked = c.body.currency as string | undefined;
  return { currency: asked ?? (found.length === 0 || found.includes('EUR') ? 'EUR' : found[0]!), currencies };
}

export const DIMENSION_KEY: Record<TSalesDimension, (o: RawOrder) => string | null> = {
  location: (o) => o.locationId,
  menu: (o) => o.menuId,
  'table-group': (o) => o.group,
  waiter: (o) => o.waiter,
  type: (o) => o.type,
  'payment-method': (o) => o.paymentMethod,
};

export function groupBy<T>(list: T[], key: (x: T) => string | null) {
  const out = new Map<string | null, T[]>();
  for (const x of list) out.set(key(x), [...(out.get(key(x)) ?? []), x]);
  return out;
}
