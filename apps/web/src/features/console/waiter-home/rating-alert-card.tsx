import { reviewConsolePath, type TRatingAlert } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '@/lib/intl';
import { SCALE_ICON, scaleMax } from '@/lib/rating-score';

export interface RatingAlertCardProps {
  alert: TRatingAlert;
  now: number;
  /** The member may open reviews (the card links to this one). */
  canOpenReview: boolean;
  onSeen(): void;
}

/** A guest at one of the waiter's tables just gave a bad score: where, how bad, what they wrote, when. */
export function RatingAlertCard({ alert, now, canOpenReview, onSeen }: RatingAlertCardProps) {
  const { t, i18n } = useTranslation('waiter-home');
  const table = alert.tableLabel ?? '';
  const max = scaleMax(alert.metricType);
  const minutes = Math.max(0, Math.round((now - Date.parse(alert.createdAt)) / 60_000));
  const ago = new Intl.RelativeTimeFormat(intlLocale(i18n.language), { numeric: 'auto' }).format(
    -minutes,
    'minute',
  );
  const titleId = `rating-alert-${alert.id}`;
  return (
    <li className="gl-rating-alert" aria-labelledby={titleId}>
      <span className="gl-rating-alert__icon pi pi-exclamation-triangle" aria-hidden="true" />
      <div className="gl-rating-alert__text">
        {/* Announced as it appears: a waiter may be looking elsewhere on the page. */}
        <strong id={titleId} role="alert">
          {t('ratingAlerts.title', { table })}
        </strong>
        <span
          className="gl-rating-alert__score"
          role="img"
          aria-label={t('ratingAlerts.score', { score: alert.score, max })}
        >
          <span className={SCALE_ICON[alert.metricType]} aria-hidden="true" />
          <bdi>
            {alert.score}/{max}
          </bdi>
        </span>
        <span className="gl-rating-alert__meta">
          <bdi>{alert.metricTitle}</bdi> · <time dateTime={alert.createdAt}>{ago}</time>
        </span>
        {alert.comment ? (
          <q className="gl-rating-alert__comment">
            <bdi>{alert.comment}</bdi>
          </q>
        ) : (
          <span className="gl-rating-alert__meta">{t('ratingAlerts.noComment')}</span>
        )}
      </div>
      <div className="gl-rating-alert__actions">
        <Button
          type="button"
          icon="pi pi-check"
          label={t('ratingAlerts.seen')}
          aria-label={t('ratingAlerts.seenLabel', { table })}
          onClick={onSeen}
        />
        {canOpenReview ? (
          <Link className="p-button p-button-outlined" to={reviewConsolePath(alert.id)}>
            <span className="pi pi-external-link" aria-hidden="true" />
            <span>{t('ratingAlerts.open')}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}
