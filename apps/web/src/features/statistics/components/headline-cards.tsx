import { useTranslation } from 'react-i18next';

export interface Headline {
  id: string;
  label: string;
  /** The figure as written ("€1,234.50", "4.6"). */
  value: string;
  icon: string;
  /** The change on the previous period, when both have a figure. */
  change?: {
    /** Written with its sign and unit ("+12%", "−0.3"). */
    text: string;
    /** Up, down or the same, and whether that is good news (a rise of bad reviews is not). */
    direction: 'up' | 'down' | 'same';
    good: boolean | null;
  } | null;
}

/** The period's headline figures as cards, each with its change on the period before. */
export function HeadlineCards({ items, previousLabel }: { items: Headline[]; previousLabel: string }) {
  const { t } = useTranslation('statistics');
  return (
    <dl className="gl-stats-cards">
      {items.map((item) => (
        <div key={item.id} className="gl-panel gl-stats-card">
          <dt>
            <span className={item.icon} aria-hidden="true" /> {item.label}
          </dt>
          <dd className="gl-stats-card__value">{item.value}</dd>
          {item.change ? (
            <dd
              className={`gl-stats-card__change gl-stats-card__change--${
                item.change.good === null ? 'plain' : item.change.good ? 'good' : 'bad'
              }`}
            >
              <span
                className={`pi ${
                  item.change.direction === 'up'
                    ? 'pi-arrow-up-right'
                    : item.change.direction === 'down'
                      ? 'pi-arrow-down-right'
                      : 'pi-minus'
                }`}
                aria-hidden="true"
              />
              <span className="gl-visually-hidden">{t(`change.${item.change.direction}`)} </span>
              {item.change.text} <span className="gl-stats-card__since">{previousLabel}</span>
            </dd>
          ) : (
            <dd className="gl-stats-card__change gl-stats-card__change--plain">{t('change.none')}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** The change from `previous` to `current` as a card shows it: relative for counts and money. */
export function relativeChange(
  current: number | null,
  previous: number | null,
  signedPercent: (share: number) => string,
  higherIsGood = true,
): Headline['change'] {
  if (current === null || previous === null || previous === 0) return null;
  const ratio = (current - previous) / previous;
  const direction = Math.abs(ratio) < 0.005 ? 'same' : ratio > 0 ? 'up' : 'down';
  return {
    text: signedPercent(ratio),
    direction,
    good: direction === 'same' ? null : (direction === 'up') === higherIsGood,
  };
}

/** The change of an average or a share, in its own unit ("+0.3", "−4 pts" is for the caller to word). */
export function absoluteChange(
  current: number | null,
  previous: number | null,
  write: (delta: number) => string,
  higherIsGood = true,
  same = 0.05,
): Headline['change'] {
  if (current === null || previous === null) return null;
  const delta = current - previous;
  const direction = Math.abs(delta) < same ? 'same' : delta > 0 ? 'up' : 'down';
  return {
    text: write(delta),
    direction,
    good: direction === 'same' ? null : (direction === 'up') === higherIsGood,
  };
}
