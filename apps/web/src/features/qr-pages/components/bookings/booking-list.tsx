import type { TTableBooking } from '@guestloop/contracts';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { BookingActions, type BookingAnswers } from './booking-answers';
import { BookingGuest, BookingNote, BookingParty, BookingPlace, BookingWhen } from './booking-parts';
import { BookingStatusTag } from './booking-status-tag';
import type { BookingWords } from './booking-words';

export interface BookingListProps {
  bookings: readonly TTableBooking[];
  words: BookingWords;
  answers: BookingAnswers;
  /** The booking the address asks for, marked. */
  highlighted: string | null;
  pageTitle(slug: string): string;
  /** Labels the list (the section's heading). */
  labelledBy: string;
}

/** The element id of a booking's row or card, for the address's `?booking=`. */
export const bookingElementId = (id: string) => `booking-${id}`;

const rowClass = (booking: TTableBooking, highlighted: string | null, base: string) =>
  `${base} ${base}--${booking.status}${booking.id === highlighted ? ' is-highlighted' : ''}`;

/** The bookings, soonest first: a table on a wide screen, cards on a phone. */
export function BookingList(props: BookingListProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone ? <BookingCards {...props} /> : <BookingTable {...props} />;
}

function BookingTable({ bookings, words, answers, highlighted, pageTitle, labelledBy }: BookingListProps) {
  const { t } = words;
  return (
    <table className="gl-qr-table gl-qr-table--plain gl-qr-bookings-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('bookings.columns.when')}</th>
          <th scope="col">{t('bookings.columns.party')}</th>
          <th scope="col">{t('bookings.columns.guest')}</th>
          <th scope="col">{t('bookings.columns.note')}</th>
          <th scope="col">{t('bookings.columns.where')}</th>
          <th scope="col">{t('bookings.columns.status')}</th>
          <th scope="col">
            <span className="gl-visually-hidden">{t('bookings.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr
            key={booking.id}
            id={bookingElementId(booking.id)}
            tabIndex={-1}
            aria-current={booking.id === highlighted ? 'true' : undefined}
            className={rowClass(booking, highlighted, 'gl-qr-booking')}
          >
            <th scope="row">
              <BookingWhen booking={booking} words={words} />
            </th>
            <td>
              <BookingParty booking={booking} words={words} />
            </td>
            <td>
              <BookingGuest booking={booking} />
            </td>
            <td>
              <BookingNote booking={booking} />
            </td>
            <td>
              <BookingPlace booking={booking} words={words} pageTitle={pageTitle} />
            </td>
            <td>
              <BookingStatusTag status={booking.status} words={words} />
            </td>
            <td className="gl-qr-table__actions">
              <BookingActions booking={booking} answers={answers} words={words} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BookingCards({ bookings, words, answers, highlighted, pageTitle, labelledBy }: BookingListProps) {
  return (
    <ul className="gl-qr-booking-cards" aria-labelledby={labelledBy}>
      {bookings.map((booking) => (
        <li
          key={booking.id}
          id={bookingElementId(booking.id)}
          tabIndex={-1}
          aria-current={booking.id === highlighted ? 'true' : undefined}
          className={rowClass(booking, highlighted, 'gl-qr-booking-card')}
        >
          <div className="gl-qr-booking-card__head">
            <BookingWhen booking={booking} words={words} />
            <BookingStatusTag status={booking.status} words={words} />
          </div>
          <BookingParty booking={booking} words={words} />
          <BookingGuest booking={booking} />
          <BookingNote booking={booking} />
          <BookingPlace booking={booking} words={words} pageTitle={pageTitle} />
          <BookingActions booking={booking} answers={answers} words={words} />
        </li>
      ))}
    </ul>
  );
}
