import type { TTableBooking } from '@guestloop/contracts';
import { Link } from 'react-router';
import { qrPagePath } from '../../paths';
import type { BookingWords } from './booking-words';

type Part = { booking: TTableBooking; words: BookingWords };

/** The booked day and time, with "Today" or "Tomorrow" when it is. */
export function BookingWhen({ booking, words }: Part) {
  const when = words.when(booking);
  return (
    <span className={`gl-qr-booking-when${when.past ? ' gl-qr-booking-when--past' : ''}`}>
      <time dateTime={`${booking.date}T${booking.time}`}>
        <strong className="gl-qr-booking-when__time">{when.time}</strong>{' '}
        <span className="gl-qr-booking-when__date">{when.date}</span>
      </time>
      {when.near ? <span className="gl-qr-badge">{when.near}</span> : null}
    </span>
  );
}

export function BookingParty({ booking, words }: Part) {
  return (
    <span className="gl-qr-booking-party">
      <span className="pi pi-users" aria-hidden="true" />{' '}
      {words.t('bookings.guests', { count: booking.partySize })}
    </span>
  );
}

/** Who asked, and how to reach them: the e-mail and phone open the mail app and the dialler. */
export function BookingGuest({ booking }: Pick<Part, 'booking'>) {
  return (
    <span className="gl-qr-booking-guest">
      <bdi className="gl-qr-booking-guest__name">{booking.name}</bdi>
      <a href={`mailto:${booking.email}`} dir="ltr">
        <span className="pi pi-envelope" aria-hidden="true" /> {booking.email}
      </a>
      {booking.phone ? (
        <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
          <span className="pi pi-phone" aria-hidden="true" /> {booking.phone}
        </a>
      ) : null}
    </span>
  );
}

export function BookingNote({ booking }: Pick<Part, 'booking'>) {
  if (!booking.note) return null;
  return (
    <q className="gl-qr-booking-note" dir="auto">
      {booking.note}
    </q>
  );
}

/** The location and table, and the QR page it was made from (gone when the page was deleted). */
export function BookingPlace({ booking, words, pageTitle }: Part & { pageTitle(slug: string): string }) {
  const slug = booking.qrInfoSlug;
  return (
    <span className="gl-qr-booking-place">
      <bdi>{words.place(booking)}</bdi>
      {slug ? (
        <Link to={qrPagePath(slug)} className="gl-qr-link">
          <span className="pi pi-qrcode" aria-hidden="true" />
          <bdi>{pageTitle(slug)}</bdi>
        </Link>
      ) : (
        <span className="gl-qr-muted">{words.t('bookings.pageDeleted')}</span>
      )}
    </span>
  );
}
