import { RATING_COMMENT_MAX, type TOrder, type TOrderRating } from '@guestloop/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewLinks, ScorePicker } from '@/components/rating';
import { useErrorMessage } from '@/lib/errors';
import { useOrderRating, useRateOrder, useRatingMetric } from '../api/order-rating';
import '../styles/order-rating.css';

function Thanks({
  rated,
  metricSlug,
}: {
  rated: NonNullable<TOrderRating['rated']>;
  metricSlug: string | null;
}) {
  const { t } = useTranslation('rating');
  const links = useRatingMetric(metricSlug).data?.reviewLinks ?? [];
  return (
    <section className="gm-panel gm-rate" aria-labelledby="gm-rate-thanks">
      <div className="gm-rate__thanks" role="status">
        <span className="gm-rate__mark" aria-hidden="true">
          <i className="pi pi-heart-fill" />
        </span>
        <h2 id="gm-rate-thanks" className="gm-panel__title">
          {t('order.thanks')}
        </h2>
        <p className="gm-panel__hint">{t('order.given', { score: rated.score })}</p>
      </div>
      <ReviewLinks links={links} level={3} moment="after" />
    </section>
  );
}

function RateForm({ order, rating }: { order: TOrder; rating: TOrderRating & { metricSlug: string } }) {
  const { t } = useTranslation('rating');
  const errorMessage = useErrorMessage();
  const id = useId();
  const rate = useRateOrder(order.slug);
  const [score, setScore] = useState<number | null>(null);
  const [dishes, setDishes] = useState<Record<number, number>>({});
  const [comment, setComment] = useState('');
  const [noScore, setNoScore] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (score === null) {
      setNoScore(true);
      return;
    }
    rate.mutate({
      slug: rating.metricSlug,
      score,
      comment: comment.trim() || null,
      orderSlug: order.slug,
      dishes: Object.entries(dishes).map(([lineIndex, dishScore]) => ({
        lineIndex: Number(lineIndex),
        score: dishScore,
      })),
    });
  };

  return (
    <form className="gm-panel gm-rate" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="gm-panel__title">
          <i className="pi pi-star" aria-hidden="true" />
          {t('order.title')}
        </h2>
        <p className="gm-panel__hint">{t('order.hint')}</p>
      </div>
      <div className="gm-rate__visit">
        <h3 className="gm-rate__label">{t('order.visit')}</h3>
        <ScorePicker
          type="stars"
          value={score}
          onChange={(value) => {
            setScore(value);
            setNoScore(false);
          }}
          label={t('order.visit')}
          disabled={rate.isPending}
        />
        {noScore ? (
          <p className="gm-field__error" role="alert">
            {t('order.scoreFirst')}
          </p>
        ) : null}
      </div>
      {rating.dishes.length > 0 ? (
        <div>
          <h3 className="gm-rate__label">{t('order.dishes')}</h3>
          <ul className="gm-rate__dishes">
            {rating.dishes.map((dish) => (
              <li key={dish.lineIndex} className="gm-rate__dish">
                <span className="gm-rate__dish-title">{dish.title}</span>
                <ScorePicker
                  type="stars"
                  size="compact"
                  value={dishes[dish.lineIndex] ?? null}
                  onChange={(value) => setDishes((current) => ({ ...current, [dish.lineIndex]: value }))}
                  label={t('order.dish', { name: dish.title })}
                  disabled={rate.isPending}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <label className="gm-rate__label" htmlFor={`${id}-comment`}>
          {t('order.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className="gm-field__input gm-rate__comment"
          rows={2}
          maxLength={RATING_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          disabled={rate.isPending}
          dir="auto"
        />
      </div>
      {rate.isError ? (
        <p className="gm-field__error" role="alert">
          {errorMessage(rate.error)}
        </p>
      ) : null}
      <button
        type="submit"
        className="gm-button gm-button--primary gm-button--wide"
        disabled={rate.isPending}
      >
        {t('order.submit')}
      </button>
    </form>
  );
}

/**
 * Once the order is served or paid, its guest rates the visit and, one tap each, the dishes they
 * had; afterwards the card thanks them and offers the public review sites (whatever the score).
 */
export function OrderRatingCard({ order }: { order: TOrder }) {
  const rating = useOrderRating(order).data;
  // The answer names the metric only while the order can be rated; its review sites are still
  // shown after the guest rated.
  const [metricSlug, setMetricSlug] = useState<string | null>(null);
  useEffect(() => {
    if (rating?.metricSlug) setMetricSlug(rating.metricSlug);
  }, [rating?.metricSlug]);
  if (!rating) return null;
  if (rating.rated) return <Thanks rated={rating.rated} metricSlug={metricSlug} />;
  if (!rating.canRate || !rating.metricSlug) return null;
  return <RateForm order={order} rating={{ ...rating, metricSlug: rating.metricSlug }} />;
}
