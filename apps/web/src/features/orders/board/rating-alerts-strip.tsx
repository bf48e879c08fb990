import { reviewConsolePath, type TRatingAlert } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { SCALE_ICON, shortScore } from '@/lib/rating-score';
import { formatAge } from './board-model';
import './rating-alerts.css';

export interface RatingAlertsStripProps {
  alerts: readonly TRatingAlert[];
  now: number;
  fresh: ReadonlySet<string>;
  /** The member may open reviews (each alert links to its review). */
  canOpenReview: boolean;
  onSeen(alert: TRatingAlert): void;
}

/**
 * Bad ratings given at tables while the board is open, above the calls, until someone taps
 * "Seen". The board is not translated (SPEC point 2): its words are English.
 */
export function RatingAlertsStrip({ alerts, now, fresh, canOpenReview, onSeen }: RatingAlertsStripProps) {
  if (alerts.length === 0) return null;
  return (
    <section className="gl-board-ratings" aria-label="Bad ratings">
      <ul className="gl-board-ratings__list">
        {alerts.map((alert) => {
          const table = alert.tableLabel ?? 'A table';
          return (
            <li
              key={alert.id}
              className={`gl-board-rating${fresh.has(alert.id) ? ' is-fresh' : ''}`}
              aria-labelledby={`board-rating-${alert.id}`}
            >
              <span className="gl-board-rating__icon pi pi-exclamation-triangle" aria-hidden="true" />
              <div className="gl-board-rating__text">
                <strong id={`board-rating-${alert.id}`} role="alert">
                  Bad rating at {table}
                </strong>
                <span>
                  <span
                    className="gl-board-rating__score"
                    role="img"
                    aria-label={`Score ${shortScore(alert.metricType, alert.score).replace('/', ' of ')}`}
                  >
                    <span className={SCALE_ICON[alert.metricType]} aria-hidden="true" />
                    {shortScore(alert.metricType, alert.score)}
                  </span>{' '}
                  {alert.metricTitle} · {formatAge(alert.createdAt, now)}
                </span>
                {alert.comment ? <q className="gl-board-rating__comment">{alert.comment}</q> : null}
              </div>
              <span className="gl-board-rating__actions">
                {canOpenReview ? (
                  <Link className="p-button p-button-sm p-button-outlined" to={reviewConsolePath(alert.id)}>
                    Open review
                  </Link>
                ) : null}
                <Button
                  type="button"
                  size="small"
                  icon="pi pi-check"
                  label="Seen"
                  aria-label={`Seen: the bad rating at ${table}`}
                  onClick={() => onSeen(alert)}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
