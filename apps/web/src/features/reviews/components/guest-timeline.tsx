import type { TInteraction } from '@guestloop/contracts';
import { Link, useLocation } from 'react-router';
import { QueryState } from '@/components/ui';
import { formatPrice } from '@/lib/currency';
import { useInteractions } from '../api/get-interactions';
import { ReviewScore } from './review-score';
import { useReviewWords } from './review-words';

export interface GuestTimelineProps {
  customerId: string;
  /** The review open now (marked in the timeline). */
  currentId: string;
  linkTo(id: string): string;
}

function Entry({ item, currentId, linkTo }: { item: TInteraction } & Omit<GuestTimelineProps, 'customerId'>) {
  const words = useReviewWords();
  const { t } = words;
  const location = useLocation();
  const time = (
    <time dateTime={item.at} className="gl-review-muted">
      {words.when(item.at)}
    </time>
  );
  if (item.kind === 'order') {
    const { order } = item;
    return (
      <li className="gl-review-timeline__item gl-review-timeline__item--order">
        <span className="gl-review-timeline__icon pi pi-receipt" aria-hidden="true" />
        <div>
          <Link to={`/user/app/orders/${encodeURIComponent(order.slug)}`}>
            {t('timeline.order', { number: order.number })}
          </Link>
          <span className="gl-review-timeline__meta">
            {[
              t(`orders:status.${order.status}`, { defaultValue: order.status }),
              formatPrice(order.total, order.currency, words.dates.settings.language),
              order.tableLabel ? t('list.table', { table: order.tableLabel }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {time}
        </div>
      </li>
    );
  }
  const { rating } = item;
  const current = rating.id === currentId;
  return (
    <li
      className={`gl-review-timeline__item gl-review-timeline__item--rating${current ? ' gl-review-timeline__item--current' : ''}`}
      aria-current={current ? 'true' : undefined}
    >
      <span className="gl-review-timeline__icon pi pi-comment" aria-hidden="true" />
      <div>
        <span className="gl-review-timeline__head">
          <ReviewScore type={rating.metricType} score={rating.score} outcome={rating.outcome} />
          {current ? (
            <strong>{t('timeline.thisReview')}</strong>
          ) : (
            <Link to={linkTo(rating.id)} replace state={location.state}>
              {t('timeline.rating', { metric: rating.metricTitle })}
            </Link>
          )}
        </span>
        {rating.comment ? (
          <span className="gl-review-timeline__comment" dir="auto">
            {rating.comment}
          </span>
        ) : null}
        <span className="gl-review-timeline__meta">
          {rating.hasAudio ? (
            <span>
              <span className="pi pi-volume-up" aria-hidden="true" /> {t('list.audio')}
            </span>
          ) : null}
          {rating.hasImage ? (
            <span>
              <span className="pi pi-image" aria-hidden="true" /> {t('list.photo')}
            </span>
          ) : null}
        </span>
        {time}
      </div>
    </li>
  );
}

/** The guest's history with the company: their ratings and orders, newest first. */
export function GuestTimeline({ customerId, currentId, linkTo }: GuestTimelineProps) {
  const { t } = useReviewWords();
  const interactions = useInteractions(customerId);
  return (
    <section className="gl-review-section" aria-labelledby="review-timeline-title">
      <h3 id="review-timeline-title">
        <span className="pi pi-history" aria-hidden="true" /> {t('timeline.title')}
      </h3>
      <QueryState
        query={interactions}
        loadingLabel={t('timeline.loading')}
        errorTitle={t('timeline.error')}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="gl-review-muted">{t('timeline.empty')}</p>}
      >
        {(data) => (
          <ol className="gl-review-timeline">
            {data.items.map((item) => (
              <Entry
                key={item.kind === 'rating' ? item.rating.id : item.order.slug}
                item={item}
                currentId={currentId}
                linkTo={linkTo}
              />
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
