import type { TTableBooking } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { type BookingAnswer, useSetBookingStatus } from '../../api/set-booking-status';
import { useIsolate } from '../use-isolate';
import type { BookingWords } from './booking-words';

type Asked = { booking: TTableBooking; status: Exclude<BookingAnswer, 'confirmed'> };

export interface BookingAnswers {
  /** The booking whose answer is being sent. */
  busyId: string | null;
  confirm(booking: TTableBooking): void;
  /** Declining and cancelling ask first. */
  ask(booking: TTableBooking, status: Asked['status']): void;
  /** The question before declining or cancelling; render it once beside the list. */
  dialog: ReactNode;
}

/** Staff's answers to bookings: each changes the booking in place and says so in a toast. */
export function useBookingAnswers(words: BookingWords): BookingAnswers {
  const { t } = words;
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const isolate = useIsolate();
  const mutation = useSetBookingStatus();
  const [asked, setAsked] = useState<Asked | null>(null);
  const busyId = mutation.isPending ? (mutation.variables?.id ?? null) : null;

  const answer = async (booking: TTableBooking, status: BookingAnswer) => {
    await mutation.mutateAsync({ id: booking.id, status });
    toast.success(t(`bookings.done.${status}`, { name: isolate(booking.name) }));
  };
  const confirm = (booking: TTableBooking) => {
    answer(booking, 'confirmed').catch((error: unknown) =>
      toast.error(t('bookings.failed'), errorMessage(error)),
    );
  };

  const when = asked ? words.when(asked.booking) : null;
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={asked ? t(`bookings.ask.${asked.status}.title`, { name: isolate(asked.booking.name) }) : ''}
      message={
        asked && when
          ? t(`bookings.ask.${asked.status}.message`, {
              name: isolate(asked.booking.name),
              date: when.date,
              time: when.time,
              party: t('bookings.guests', { count: asked.booking.partySize }),
            })
          : ''
      }
      confirmLabel={asked ? t(`bookings.actions.${asked.status}`) : ''}
      confirmIcon={asked?.status === 'declined' ? 'pi pi-times' : 'pi pi-ban'}
      cancelLabel={asked ? t(`bookings.ask.${asked.status}.keep`) : ''}
      onConfirm={() => (asked ? answer(asked.booking, asked.status) : Promise.resolve())}
      onClose={() => setAsked(null)}
    />
  );
  return { busyId, confirm, ask: (booking, status) => setAsked({ booking, status }), dialog };
}

/** What can be done with a booking now: answer a request, or cancel a confirmed one. */
export function BookingActions({
  booking,
  answers,
  words,
}: {
  booking: TTableBooking;
  answers: BookingAnswers;
  words: BookingWords;
}) {
  const { t } = words;
  const busy = answers.busyId === booking.id;
  // One answer at a time: the toast that follows names the booking it was for.
  const waiting = answers.busyId !== null;
  const name = booking.name;
  if (booking.status === 'requested') {
    return (
      <span className="gl-qr-booking-actions">
        <Button
          type="button"
          size="small"
          icon="pi pi-check"
          label={t('bookings.actions.confirmed')}
          aria-label={t('bookings.actions.confirmOf', { name })}
          loading={busy}
          disabled={waiting && !busy}
          onClick={() => answers.confirm(booking)}
        />
        <Button
          type="button"
          size="small"
          icon="pi pi-times"
          outlined
          severity="danger"
          label={t('bookings.actions.declined')}
          aria-label={t('bookings.actions.declineOf', { name })}
          disabled={waiting}
          onClick={() => answers.ask(booking, 'declined')}
        />
      </span>
    );
  }
  if (booking.status === 'confirmed') {
    return (
      <span className="gl-qr-booking-actions">
        <Button
          type="button"
          size="small"
          icon="pi pi-ban"
          text
          severity="secondary"
          label={t('bookings.actions.cancelled')}
          aria-label={t('bookings.actions.cancelOf', { name })}
          loading={busy}
          disabled={waiting && !busy}
          onClick={() => answers.ask(booking, 'cancelled')}
        />
      </span>
    );
  }
  return null;
}
