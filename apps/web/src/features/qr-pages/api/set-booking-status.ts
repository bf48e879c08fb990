import {
  type TSetTableBookingStatusBody,
  type TTableBooking,
  type TTableBookingList,
  ZTableBooking,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingsKey } from './keys';

export type BookingAnswer = TSetTableBookingStatusBody['status'];

/** POST /qr-info/booking/{id}/status: confirm or decline a request (the guest is e-mailed), or cancel. */
export function setBookingStatus(id: string, status: BookingAnswer): Promise<TTableBooking> {
  return api.post(`/qr-info/booking/${encodeURIComponent(id)}/status`, { status }, { schema: ZTableBooking });
}

/**
 * The answered booking changes in place in every list that shows it, so it stays where the
 * manager is looking; the lists are read again the next time they are opened or the feed speaks.
 */
export function useSetBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BookingAnswer }) => setBookingStatus(id, status),
    onSuccess: (saved) => {
      queryClient.setQueriesData<TTableBookingList>({ queryKey: bookingsKey }, (list) =>
        list ? { items: list.items.map((item) => (item.id === saved.id ? saved : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: bookingsKey, refetchType: 'none' });
    },
  });
}
