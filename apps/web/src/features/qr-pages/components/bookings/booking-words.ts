import type { TTableBooking, TTableBookingStatus } from '@guestloop/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';
import { dayIn, formatDate } from '@/lib/date-format';
import { addDays } from './booking-filters';

export interface BookingWhen {
  /** The booked day, "12 Mar 2026". */
  date: string;
  /** The booked time, "19:30". */
  time: string;
  /** "Today" or "Tomorrow" on the venue's clock, else null. */
  near: string | null;
  /** Before today on the venue's clock. */
  past: boolean;
}

/** How the bookings page writes a booking: its status, day and time, and place. */
export function useBookingWords() {
  const { t } = useTranslation('qr-pages');
  const dates = useConsoleDates();
  return useMemo(() => {
    const today = dayIn(new Date(), dates.settings.timeZone);
    const tomorrow = addDays(today, 1);
    // The booked day and time are the venue's wall clock: written as they are, in no other zone.
    const wall = { ...dates.settings, timeZone: 'UTC' };
    const when = (booking: Pick<TTableBooking, 'date' | 'time'>): BookingWhen => {
      const at = `${booking.date}T${booking.time}:00Z`;
      return {
        date: formatDate(at, 'date', wall),
        time: formatDate(at, 'time', wall),
        near:
          booking.date === today
            ? t('bookings.today')
            : booking.date === tomorrow
              ? t('bookings.tomorrow')
              : null,
        past: booking.date < today,
      };
    };
    const status = (value: TTableBookingStatus) => t(`bookings.status.${value}`);
    const place = (booking: Pick<TTableBooking, 'locationName' | 'tableName'>) =>
      booking.tableName
        ? t('bookings.atTable', { location: booking.locationName, table: booking.tableName })
        : booking.locationName;
    return { t, when, status, place, today, tomorrow };
  }, [t, dates.settings]);
}

export type BookingWords = ReturnType<typeof useBookingWords>;
