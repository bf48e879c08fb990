import { CALL_RESPONSE_BANDS } from '@guestloop/contracts';

/**
 * The sales figures computed straight from raw order and call rows, without the rollups, for the
 * property test to hold every answer against. Places recorded when a row was written (the
 * table's group and waiter) come from the test's own bookkeeping.
 */

export interface RawOrder {
  id: string;
  createdAt: Date;
  type: string;
  status: string;
  paid: boolean;
  paymentMethod: string | null;
  locationId: string | null;
  menuId: string | null;
  currency: string;
  lines: { itemId: string | null; title: string; quantity: number; total: number }[];
  subtotal: number;
  tips: number;
  total: number;
  group: string | null;
  waiter: string | null;
}

export interface RawCall {
  id: string;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
  locationId: string | null;
  group: string | null;
}

export interface Filter {
  from: string;
  to: string;
  /** Already with their sub-locations. */
  locations: Set<string> | null;
  menus: Set<string> | null;
  groups: Set<string> | null;
  waiters: Set<string> | null;
  types: Set<string> | null;
}

export function localClock(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

const within = (set: Set<string> | null, value: string | null) =>
  set === null || (value !== null && set.has(value));

export function ordersIn(orders: RawOrder[], f: Filter, tz: string, currency: string | null) {
  return orders.filter((o) => {
    const { day } = localClock(o.createdAt, tz);
    return (
      day >= f.from &&
      day <= f.to &&
      within(f.locations, o.locationId) &&
      within(f.menus, o.menuId) &&
      within(f.groups, o.group) &&
      within(f.waiters, o.waiter) &&
      within(f.types, o.type) &&
      (currency === null || o.currency === currency)
    );
  });
}

const isSale = (o: RawOrder) => o.status !== 'cancelled' && (o.paid || o.status === 'closed');

export function figuresOf(orders: RawOrder[]) {
  const sales = orders.filter(isSale);
  const sum = (list: RawOrder[], pick: (o: RawOrder) => number) => list.reduce((s, o) => s + pick(o), 0);
  const revenue = sum(sales, (o) => o.total);
  const cancelled = orders.filter((o) => o.status === 'cancelled');
  return {
    orders: orders.length - cancelled.length,
    cancelled: cancelled.length,
    cancelledValue: sum(cancelled, (o) => o.total),
    sales: sales.length,
    paidOrders: orders.filter((o) => o.status !== 'cancelled' && o.paid).length,
    revenue,
    subtotal: sum(sales, (o) => o.subtotal),
    tips: sum(sales, (o) => o.tips),
    averageTicket: sales.length > 0 ? Math.round(revenue / sales.length) : null,
  };
}

/** Items of the sales: quantity and revenue per item id (per title without one), named by the title of its last day (alphabetically first that day). */
export function itemsOf(orders: RawOrder[], tz: string) {
  const items = new Map<
    string,
    { itemId: string | null; title: string; quantity: number; revenue: number; newest: string }
  >();
  for (const order of orders.filter(isSale)) {
    const { day } = localClock(order.createdAt, tz);
    for (const line of order.lines) {
      const key = line.itemId ?? `title:${line.title}`;
      const item = items.get(key) ?? {
        itemId: line.itemId,
        title: line.title,
        quantity: 0,
        revenue: 0,
        newest: '',
      };
      item.quantity += line.quantity;
      item.revenue += line.total;
      if (day > item.newest || (day === item.newest && line.title < item.title)) {
        item.newest = day;
        item.title = line.title;
      }
      items.set(key, item);
    }
  }
  return [...items.values()].filter((i) => i.quantity !== 0 || i.revenue !== 0);
}

export function callsIn(calls: RawCall[], f: Filter, tz: string) {
  return calls.filter((c) => {
    const { day } = localClock(c.createdAt, tz);
    return (
      day >= f.from &&
      day <= f.to &&
      within(f.locations, c.locationId) &&
      within(f.groups, c.group) &&
      within(f.waiters, c.handledBy)
    );
  });
}

export function callFiguresOf(calls: RawCall[]) {
  const seconds = calls
    .filter((c) => c.handledAt !== null)
    .map((c) => Math.max(0, Math.floor((c.handledAt!.getTime() - c.createdAt.getTime()) / 1000)))
    .sort((a, b) => a - b);
  const p90Value = seconds.length > 0 ? seconds[Math.ceil(seconds.length * 0.9) - 1]! : null;
  const band = p90Value === null ? undefined : CALL_RESPONSE_BANDS.find((upTo) => p90Value <= upTo);
  return {
    calls: calls.length,
    handled: seconds.length,
    handledShare: calls.length > 0 ? seconds.length / calls.length : null,
    averageSeconds:
      seconds.length > 0 ? Math.round(seconds.reduce((s, x) => s + x, 0) / seconds.length) : null,
    p90Seconds: p90Value === null ? null : (band ?? 3600),
    p90OrMore: p90Value !== null && band === undefined,
  };
}
