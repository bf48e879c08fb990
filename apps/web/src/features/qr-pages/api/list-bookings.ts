import { type TTableBookingList, type TTableBookingListQuery, ZTableBookingList } from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingListKey } from './keys';

/** GET /qr-info/bookings: the company's table bookings, soonest first, by the chosen filters. */
export function listBookings(
  query: TTableBookingListQuery,
  signal?: AbortSignal,
): Promise<TTableBookingList> {
  return api.get('/qr-info/bookings', { query: { ...query }, schema: ZTableBookingList, signal });
}

export const bookingListQuery = (query: TTableBookingListQuery) =>
  queryOptions({
    queryKey: bookingListKey(query),
    queryFn: ({ signal }) => listBookings(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBookings(query: TTableBookingListQuery) {
  return useQuery(bookingListQuery(query));
}

/** The requests still waiting for an answer (the same list the bookings page opens on). */
export const WAITING_QUERY: TTableBookingListQuery = { status: 'requested' };

/** How many requests wait for an answer; undefined until known (or when the list fails). */
export function useWaitingCount(): number | undefined {
  const waiting = useQuery(bookingListQuery(WAITING_QUERY));
  // A request answered a moment ago stays in the cached list with its new status until it is read again.
  return waiting.data?.items.filter((booking) => booking.status === 'requested').length;
}
