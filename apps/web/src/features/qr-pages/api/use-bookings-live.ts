import { type TTableBooking, ZTableBooking } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FeedState, useLiveFeed } from '@/lib/live-feed';
import { bookingsKey } from './keys';

export interface BookingsLive {
  state: FeedState;
  /** The last request that arrived, for the screen-reader announcement. */
  latest: TTableBooking | null;
}

/**
 * Keeps the bookings live: when a guest asks for a table (the staff feed's `booking.created`),
 * another member answers one (`booking.changed`) or the feed opens again after a gap, every
 * bookings list is read again.
 */
export function useBookingsLive(): BookingsLive {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<TTableBooking | null>(null);
  const state = useLiveFeed({
    onOpen: () => void queryClient.invalidateQueries({ queryKey: bookingsKey }),
    onEvent: (event) => {
      if (event.kind !== 'booking.created' && event.kind !== 'booking.changed') return;
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
      if (event.kind === 'booking.changed') return;
      const booking = ZTableBooking.safeParse(event.payload.booking);
      if (booking.success) setLatest(booking.data);
    },
  });
  return { state, latest };
}
