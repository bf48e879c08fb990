import { INTL_LOCALES } from '@guestloop/contracts';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import {
  type BookingBlock,
  type BookingDraft,
  bookingWindow,
  newDraft,
  venueNow,
} from '../../model/booking-form';
import { formatDay, timeOfDay } from '../../model/dates';
import { Address } from '../address';
import { Icon } from '../icons';
import { useQrPage } from '../page-context';
import { Sheet } from '../sheet';
import { BookingForm } from './booking-form';
import { InfoCard } from './info-card';

/** The request as typed (kept while the sheet is closed), and the one sent. */
function useBooking(block: BookingBlock) {
  const { now, timeZone } = useQrPage();
  const fresh = () => newDraft(bookingWindow(block), venueNow(now, timeZone));
  const [draft, setDraft] = useState<BookingDraft>(fresh);
  const [sent, setSent] = useState<BookingDraft | null>(null);
  const again = () => {
    // The guest's own details stay for another request; what they asked for starts afresh.
    const next = fresh();
    setDraft({ ...next, name: draft.name, email: draft.email, phone: draft.phone });
    setSent(null);
  };
  return { draft, setDraft, sent, setSent, again };
}

/** After a request: what was asked for, and that the answer comes by e-mail. */
function BookingSent({ sent, onAgain }: { sent: BookingDraft; onAgain: () => void }) {
  const { t, i18n } = useTranslation('guest-qr');
  const locale = INTL_LOCALES[currentLanguage(i18n.language)];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="qp-done">
      <h3 ref={heading} tabIndex={-1} className="qp-done__title">
        <Icon name="check" /> {t('booking.sentTitle')}
      </h3>
      <p className="qp-info__text">
        <Trans
          t={t}
          i18nKey="booking.sentText"
          values={{ email: sent.email.trim() }}
          components={{ email: <Address /> }}
        />
      </p>
      <dl className="qp-summary">
        <div>
          <dt>{t('booking.date')}</dt>
          <dd>{formatDay(sent.date, locale)}</dd>
        </div>
        <div>
          <dt>{t('booking.time')}</dt>
          <dd>{timeOfDay(sent.time, locale)}</dd>
        </div>
        <div>
          <dt>{t('booking.partySize')}</dt>
          <dd>{sent.partySize}</dd>
        </div>
      </dl>
      <button type="button" className="qp-button qp-button--small qp-button--quiet" onClick={onAgain}>
        <span className="qp-button__label">{t('booking.again')}</span>
      </button>
    </div>
  );
}

/** The venue's note above the form, in its own direction. */
function BookingNote({ block }: { block: BookingBlock }) {
  const note = block.note?.trim();
  return note ? (
    <p className="qp-info__text qp-note" dir="auto">
      {note}
    </p>
  ) : null;
}

/** The booking form in place on the page. */
export function BookingFormBlockView({ block }: { block: BookingBlock }) {
  const { t } = useTranslation('guest-qr');
  const booking = useBooking(block);
  return (
    <InfoCard icon="calendar" title={block.label?.trim() || t('booking.title')} wide>
      {booking.sent ? (
        <BookingSent sent={booking.sent} onAgain={booking.again} />
      ) : (
        <>
          <BookingNote block={block} />
          <BookingForm
            block={block}
            draft={booking.draft}
            onChange={booking.setDraft}
            onSent={booking.setSent}
          />
        </>
      )}
    </InfoCard>
  );
}

/** A button opening the booking form in a sheet; what was typed stays when it is closed. */
export function BookingButtonBlockView({ block }: { block: BookingBlock }) {
  const { t } = useTranslation('guest-qr');
  const booking = useBooking(block);
  const [open, setOpen] = useState(false);
  const title = block.label?.trim() || t('booking.title');
  const close = () => {
    setOpen(false);
    if (booking.sent) booking.again();
  };
  return (
    <>
      <button type="button" className="qp-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="qp-button__icon">
          <Icon name="calendar" />
        </span>
        <span className="qp-button__label">{title}</span>
      </button>
      {open ? (
        <Sheet title={title} onClose={close}>
          {booking.sent ? (
            <BookingSent sent={booking.sent} onAgain={booking.again} />
          ) : (
            <>
              <BookingNote block={block} />
              <BookingForm
                block={block}
                draft={booking.draft}
                onChange={booking.setDraft}
                onSent={booking.setSent}
              />
            </>
          )}
        </Sheet>
      ) : null}
    </>
  );
}
