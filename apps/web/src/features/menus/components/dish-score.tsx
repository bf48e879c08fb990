import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/intl';
import { useDishScore } from '../api/dish-scores';

/** A dish's average from guests' ratings of their orders, as "★ 4.3 (12)"; nothing until scored. */
export function DishScore({ menuSlug, itemId, title }: { menuSlug: string; itemId: string; title: string }) {
  const { t, i18n } = useTranslation('reviews');
  const score = useDishScore(menuSlug, itemId);
  if (!score || score.count === 0) return null;
  const format = new Intl.NumberFormat(intlLocale(i18n.language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const average = format.format(score.average);
  const count = new Intl.NumberFormat(intlLocale(i18n.language)).format(score.count);
  const label = t('dishScore.label', { title, average, count });
  const tone = score.average >= 3.5 ? 'good' : score.average >= 2.5 ? 'neutral' : 'bad';
  return (
    <span className={`gl-dish-score gl-dish-score--${tone}`} title={label}>
      <span aria-hidden="true">
        <span className="pi pi-star-fill" /> {average} <span className="gl-dish-score__count">({count})</span>
      </span>
      <span className="gl-visually-hidden">{label}</span>
    </span>
  );
}
