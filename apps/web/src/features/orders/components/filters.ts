import { ORDER_STATUSES, type TOrderStatus } from '@guestloop/contracts';
import { dayParam } from '@/lib/calendar-day';
import type { OrdersQueryInput } from '../api/list-orders';

export type StatusFilter = TOrderStatus | 'open';
export type PaidFilter = 'true' | 'false';

/** The history's filters, as kept in the page's address (so Back returns to the same list). */
export interface OrdersFilter {
  status: StatusFilter | null;
  paid: PaidFilter | null;
  menu: string | null;
  /** Days as YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  page: number;
}

export const PAGE_SIZE = 25;
const isStatus = (value: string | null): value is StatusFilter =>
  value === 'open' || (ORDER_STATUSES as readonly string[]).includes(value ?? '');

export function filterFromSearch(search: URLSearchParams): OrdersFilter {
  const paid = search.get('paid');
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: isStatus(status) ? status : null,
    paid: paid === 'true' || paid === 'false' ? paid : null,
    menu: search.get('menu') || null,
    from: dayParam(search, 'from'),
    to: dayParam(search, 'to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function filterToSearch(filter: OrdersFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['status', 'paid', 'menu', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) search.set(key, value);
  }
  if (filter.page > 1) search.set('page', String(filter.page));
  return search;
}

/** GET /online-menu/orders' query for the filters: only what is chosen. */
export function toOrdersQuery(filter: OrdersFilter): OrdersQueryInput {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.paid ? { paid: filter.paid } : {}),
    ...(filter.menu ? { menu: filter.menu } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    page: filter.page,
    pageSize: PAGE_SIZE,
  };
}

export const isFiltered = (filter: OrdersFilter) =>
  Boolean(filter.status || filter.paid || filter.menu || filter.from || filter.to);
