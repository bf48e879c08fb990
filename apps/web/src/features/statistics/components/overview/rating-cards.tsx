import type { TReviewScoresAnalytic } from '@guestloop/contracts';
import { absoluteChange, type Headline, HeadlineCards, relativeChange } from '../headline-cards';
import type { Figures } from '../use-figures';
import type { RatingWords } from './rating-words';

/** Reviews, average score, NPS and CSAT (when the period has such ratings) and the share of bad ones. */
export function RatingCards({
  data,
  figures,
  words,
}: {
  data: TReviewScoresAnalytic;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const { current, previous, scale } = data;
  const badShare = (f: { bad: number; count: number }) => (f.count > 0 ? f.bad / f.count : null);
  const points = (delta: number) => t('change.points', { value: figures.change(delta) });
  const items: Headline[] = [
    {
      id: 'count',
      label: t('ratings.count'),
      icon: 'pi pi-comments',
      value: figures.number(current.count),
      change: relativeChange(current.count, previous.count, figures.changePercent),
    },
    {
      id: 'average',
      label: t('ratings.average'),
      icon: 'pi pi-star',
      value: words.average(current.average, scale),
      change: absoluteChange(current.average, previous.average, figures.change),
    },
  ];
  if (current.nps !== null) {
    items.push({
      id: 'nps',
      label: t('ratings.nps'),
      icon: 'pi pi-megaphone',
      value: figures.change(Math.round(current.nps)),
      change: absoluteChange(current.nps, previous.nps, points, true, 0.5),
    });
  }
  if (current.csat !== null) {
    items.push({
      id: 'csat',
      label: t('ratings.csat'),
      icon: 'pi pi-thumbs-up',
      value: figures.percent(current.csat / 100),
      change: absoluteChange(current.csat, previous.csat, points, true, 0.5),
    });
  }
  const bad = badShare(current);
  const badBefore = badShare(previous);
  items.push({
    id: 'bad',
    label: t('ratings.badShare'),
    icon: 'pi pi-exclamation-circle',
    value: bad === null ? '—' : figures.percent(bad),
    change: absoluteChange(
      bad === null ? null : bad * 100,
      badBefore === null ? null : badBefore * 100,
      points,
      false,
      0.5,
    ),
  });
  return (
    <HeadlineCards
      items={items}
      previousLabel={t('change.since', {
        period: figures.range(data.previousPeriod.from, data.previousPeriod.to),
      })}
    />
  );
}
