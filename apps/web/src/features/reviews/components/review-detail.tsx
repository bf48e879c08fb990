import { metricOutcome, type TReview } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useMarkViewed } from '../api/mark-viewed';
import { GuestTimeline } from './guest-timeline';
import { ReviewComment } from './review-comment';
import { ReviewInsight } from './review-insight';
import { ReviewAudio, ReviewPhoto } from './review-media';
import { OutcomeTag, ReviewScore } from './review-score';
import { reviewSite } from './review-source';
import { useReviewWords } from './review-words';

export interface ReviewDetailProps {
  review: TReview;
  /** Back to the list (the phone's own page) or closing the side panel. */
  onClose(): void;
  linkTo(id: string): string;
}

function Verification({ review }: { review: TReview }) {
  const { t } = useReviewWords();
  if (review.verification === 'none') return <>{t('detail.verification.none')}</>;
  return (
    <span className={review.verified ? 'gl-review-verified' : 'gl-review-pending'}>
      <span className={review.verified ? 'pi pi-verified' : 'pi pi-clock'} aria-hidden="true" />{' '}
      {review.verified ? t('detail.verification.confirmed') : t('detail.verification.pending')}
      {review.verifyEmail ? <span className="gl-review-muted"> · {review.verifyEmail}</span> : null}
    </span>
  );
}

function ViewedState({ review }: { review: TReview }) {
  const words = useReviewWords();
  const { t } = words;
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const mark = useMarkViewed();
  if (review.viewedAt) {
    return (
      <p className="gl-review-viewed" role="status">
        <span className="pi pi-check-circle" aria-hidden="true" />{' '}
        {t('detail.viewed', { when: words.when(review.viewedAt) })}
      </p>
    );
  }
  return (
    <div className="gl-review-unviewed">
      <span className="gl-review-muted">{t('detail.notViewed')}</span>
      <Button
        type="button"
        icon="pi pi-check"
        label={t('detail.markViewed')}
        loading={mark.isPending}
        onClick={() => mark.mutate(review.id, { onError: (error) => toast.error(errorMessage(error)) })}
      />
    </div>
  );
}

/**
 * A review whole: score, where and when, the comment (in the reader's language) and its machine
 * reading, answers, dishes, recording, photo and the guest's history.
 */
export function ReviewDetail({ review, onClose, linkTo }: ReviewDetailProps) {
  const words = useReviewWords();
  const { t } = words;
  const heading = useRef<HTMLHeadingElement>(null);
  const place = words.place(review);
  const site = reviewSite(review);

  // A newly opened review takes the focus, so keyboard and screen-reader users land on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another review opens
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [review.id]);

  return (
    <article className="gl-review-detail" aria-labelledby="review-detail-title">
      <div className="gl-review-detail__bar">
        <Button
          type="button"
          text
          icon="pi pi-arrow-left gl-flip-rtl"
          label={t('detail.back')}
          className="gl-review-detail__back"
          onClick={onClose}
        />
        <Button
          type="button"
          text
          rounded
          icon="pi pi-times"
          aria-label={t('detail.close')}
          title={t('detail.close')}
          className="gl-review-detail__close"
          onClick={onClose}
        />
      </div>
      <header className="gl-review-detail__head">
        <h2 id="review-detail-title" ref={heading} tabIndex={-1} dir="auto">
          {review.metric.title}
        </h2>
        <div className="gl-review-detail__score">
          <ReviewScore type={review.metric.type} score={review.score} outcome={review.outcome} size="large" />
          <OutcomeTag outcome={review.outcome} />
          <time dateTime={review.createdAt} className="gl-review-muted">
            {words.dateTime(review.createdAt)}
          </time>
        </div>
      </header>
      <ViewedState review={review} />

      <dl className="gl-review-facts">
        {place ? (
          <div>
            <dt>{t('detail.place')}</dt>
            <dd dir="auto">{place}</dd>
          </div>
        ) : null}
        {site ? (
          <div>
            <dt>{t('detail.source')}</dt>
            <dd>{site}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('detail.guest')}</dt>
          <dd dir="auto">
            {review.customer?.name ||
              review.authorName ||
              review.customer?.email ||
              review.verifyEmail ||
              t('detail.anonymous')}
          </dd>
        </div>
        <div>
          <dt>{t('detail.verification.title')}</dt>
          <dd>
            <Verification review={review} />
          </dd>
        </div>
        {review.order ? (
          <div>
            <dt>{t('detail.order')}</dt>
            <dd>
              <Link to={`/user/app/orders/${encodeURIComponent(review.order.slug)}`}>
                {t('list.order', { number: review.order.number })}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>

      <section className="gl-review-section" aria-labelledby="review-comment-title">
        <h3 id="review-comment-title">{t('detail.comment')}</h3>
        <ReviewComment review={review} />
      </section>
      {review.comment?.trim() ? <ReviewInsight reviewId={review.id} /> : null}

      {review.audio ? <ReviewAudio audio={review.audio} /> : null}
      {review.image ? <ReviewPhoto image={review.image} /> : null}

      {review.answers.length ? (
        <section className="gl-review-section" aria-labelledby="review-answers-title">
          <h3 id="review-answers-title">{t('detail.answers')}</h3>
          <dl className="gl-review-answers">
            {review.answers.map((answer) => (
              <div key={answer.questionId}>
                <dt dir="auto">{answer.question}</dt>
                <dd>
                  {answer.answers.map((chosen) => (
                    <span key={chosen.id} className="gl-review-chip" dir="auto">
                      {chosen.label}
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {review.dishes.length ? (
        <section className="gl-review-section" aria-labelledby="review-dishes-title">
          <h3 id="review-dishes-title">{t('detail.dishes')}</h3>
          <ul className="gl-review-dishes">
            {review.dishes.map((dish, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order may hold the same dish twice
              <li key={`${dish.itemId ?? dish.itemTitle}-${index}`}>
                <span dir="auto">{dish.itemTitle}</span>
                <ReviewScore type="stars" score={dish.score} outcome={metricOutcome('stars', dish.score)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {review.customer ? (
        <GuestTimeline customerId={review.customer.id} currentId={review.id} linkTo={linkTo} />
      ) : null}
    </article>
  );
}
