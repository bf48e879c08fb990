import {
  TABLE_BOOKING_STATUSES,
  type TTableBookingListQuery,
  type TTableBookingStatus,
} from '@guestloop/contracts';
import { dayParam } from '@/lib/calendar-day';

/** The bookings page's filters, kept in its address (so Back and a shared link show the same list). */
export interface BookingsFilter {
  /** null: every status. */
  status: TTableBookingStatus | null;
  /** Booked days as YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  locationId: string | null;
}

/** The page opens on the requests waiting for an answer. */
export const DEFAULT_FILTER: BookingsFilter = { status: 'requested', from: null, to: null, locationId: null };
/** The address's word for "every status" (no `status` means the default, waiting). */
const ANY_STATUS = 'all';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isStatus = (value: string | null): value is TTableBookingStatus =>
  (TABLE_BOOKING_STATUSES as readonly string[]).includes(value ?? '');

export function filterFromSearch(search: URLSearchParams): BookingsFilter {
  const status = search.get('status');
  return {
    status: status === ANY_STATUS ? null : isStatus(status) ? status : DEFAULT_FILTER.status,
    from: dayParam(search, 'from'),
    to: dayParam(search, 'to'),
    // A mistyped address lists every location rather than failing.
    locationId: UUID.test(search.get('location') ?? '') ? search.get('location') : null,
  };
}

/** The filters written into `search`, which keeps its other parameters (the opened booking). */
export function filterToSearch(filter: BookingsFilter, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['status', 'from', 'to', 'location']) next.delete(key);
  if (filter.status !== DEFAULT_FILTER.status) next.set('status', filter.status ?? ANY_STATUS);
  if (filter.from) next.set('from', filter.from);
  if (filter.to) next.set('to', filter.to);
  if (filter.locationId) next.set('location', filter.locationId);
  return next;
}

/** GET /qr-info/bookings' query: only what is chosen. */
export function toBookingsQuery(filter: BookingsFilter): TTableBookingListQuery {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.locationId ? { locationId: filter.locationId } : {}),
  };
}

export const isDefaultFilter = (filter: BookingsFilter) =>
  filter.status === DEFAULT_FILTER.status && !filter.from && !filter.to && !filter.locationId;

/** The day `days` after a YYYY-MM-DD day (calendar arithmetic, no clock involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
