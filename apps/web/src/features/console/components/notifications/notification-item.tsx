import {
  bookingConsolePath,
  reviewConsolePath,
  type TNotification,
  type TNotificationKind,
} from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleDates } from '@/entities/company';
import { formatDate } from '@/lib/date-format';
import { outcomeTone, SCALE_ICON, scaleMax } from '@/lib/rating-score';

const KIND_KEY: Record<TNotificationKind, string> = {
  'rating.bad': 'kinds.ratingBad',
  'rating.new': 'kinds.ratingNew',
  'survey.answer': 'kinds.surveyAnswer',
  'enps.answer': 'kinds.enpsAnswer',
  'booking.new': 'kinds.bookingNew',
};

/** What a notification opens: a booking on the bookings page, else the review. */
const pathOf = (item: TNotification, subjectId: string) =>
  item.kind === 'booking.new' ? bookingConsolePath(subjectId) : reviewConsolePath(subjectId);

export interface NotificationItemProps {
  item: TNotification;
  dates: ConsoleDates;
  deleting: boolean;
  /** The member opens what it is about (the bell marks it read and closes). */
  onOpen(item: TNotification): void;
  onDelete(item: TNotification): void;
}

/** One notification: its score on the metric's scale, what and where, the comment's start and when. */
export function NotificationItem({ item, dates, deleting, onOpen, onDelete }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const { score, metricType, outcome, title, tableLabel, comment, booking } = item.payload;
  const unread = item.readAt === null;
  const what = t(KIND_KEY[item.kind]);
  const where = [item.locationName, tableLabel].filter(Boolean).join(' · ');
  const body = (
    <>
      <span className="gl-bell-item__what">
        {unread ? <span className="gl-bell-item__dot" title={t('bell.unread')} /> : null}
        {unread ? <span className="gl-visually-hidden">{t('bell.unread')}: </span> : null}
        <strong>{what}</strong>
      </span>
      {where ? (
        <span className="gl-bell-item__where">
          <span className="pi pi-map-marker" aria-hidden="true" /> <bdi>{where}</bdi>
        </span>
      ) : null}
      {booking ? (
        <span className="gl-bell-item__where">
          {t('item.booking', {
            name: booking.name,
            partySize: booking.partySize,
            // The booked day and time are the venue's wall clock: written as they are.
            when: formatDate(`${booking.date}T${booking.time}:00Z`, 'dayTime', {
              ...dates.settings,
              timeZone: 'UTC',
            }),
          })}
        </span>
      ) : null}
      {comment ? (
        <q className="gl-bell-item__comment">
          <bdi>{comment}</bdi>
        </q>
      ) : null}
      <time className="gl-bell-item__time" dateTime={item.createdAt}>
        {dates.when(item.createdAt)}
      </time>
    </>
  );
  return (
    <li className={`gl-bell-item${unread ? ' is-unread' : ''}`}>
      {score !== undefined && metricType ? (
        <span
          className={`gl-bell-item__score gl-bell-item__score--${outcomeTone(outcome)}`}
          role="img"
          aria-label={t('item.score', { score, max: scaleMax(metricType) })}
        >
          <span className={SCALE_ICON[metricType]} aria-hidden="true" />
          <bdi>
            {score}/{scaleMax(metricType)}
          </bdi>
        </span>
      ) : (
        <span className="gl-bell-item__score" aria-hidden="true">
          <span className={booking ? 'pi pi-calendar' : 'pi pi-comment'} />
        </span>
      )}
      {item.subjectId ? (
        <Link className="gl-bell-item__body" to={pathOf(item, item.subjectId)} onClick={() => onOpen(item)}>
          {body}
        </Link>
      ) : (
        <div className="gl-bell-item__body">{body}</div>
      )}
      <Button
        type="button"
        className="gl-bell-item__delete"
        icon="pi pi-times"
        text
        rounded
        size="small"
        loading={deleting}
        aria-label={t('item.delete', { what: title ? `${what} · ${title}` : what })}
        onClick={() => onDelete(item)}
      />
    </li>
  );
}
