import { metricScoreRange, type TMetricOutcome, type TMetricType } from '@guestloop/contracts';
import { faceOf, useReviewWords } from './review-words';

export interface ReviewScoreProps {
  type: TMetricType;
  score: number;
  outcome: TMetricOutcome;
  size?: 'normal' | 'large';
}

/** A face drawn for a faces metric (no emoji font needed). */
function Face({ face }: { face: 'sad' | 'neutral' | 'happy' }) {
  const mouth = {
    sad: 'M8 17.5c1.2-1.6 2.5-2.3 4-2.3s2.8.7 4 2.3',
    neutral: 'M8.2 16h7.6',
    happy: 'M8 14.5c1.2 1.8 2.5 2.6 4 2.6s2.8-.8 4-2.6',
  }[face];
  return (
    <svg viewBox="0 0 24 24" className="gl-review-face" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="currentColor" opacity="0.16" />
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="8.6" cy="9.6" r="1.3" fill="currentColor" />
      <circle cx="15.4" cy="9.6" r="1.3" fill="currentColor" />
      <path d={mouth} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A score on its metric's own scale — stars, the NPS number or a face — in its outcome's colour,
 * read out in words ("4 of 5 stars").
 */
export function ReviewScore({ type, score, outcome, size = 'normal' }: ReviewScoreProps) {
  const words = useReviewWords();
  const className = `gl-review-score gl-review-score--${type} gl-review-score--${outcome} gl-review-score--${size}`;
  const label = words.score(type, score);
  if (type === 'faces') {
    return (
      <span className={className} role="img" aria-label={label} title={label}>
        <Face face={faceOf(score)} />
      </span>
    );
  }
  if (type === 'nps') {
    // "9/10" reads left to right in every language.
    return (
      <span className={className} role="img" aria-label={label} title={label} dir="ltr">
        <span className="gl-review-score__number">{score}</span>
        <span className="gl-review-score__max">/{metricScoreRange('nps').max}</span>
      </span>
    );
  }
  const { max } = metricScoreRange('stars');
  return (
    <span className={className} role="img" aria-label={label} title={label}>
      {Array.from({ length: max }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions on a fixed scale
          key={i}
          className={i < score ? 'pi pi-star-fill' : 'pi pi-star gl-review-score__off'}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/** The outcome in words, coloured (colour alone never tells it). */
export function OutcomeTag({ outcome }: { outcome: TMetricOutcome }) {
  const words = useReviewWords();
  return <span className={`gl-review-outcome gl-review-outcome--${outcome}`}>{words.outcome(outcome)}</span>;
}
