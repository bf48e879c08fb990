import type { TMetricOutcome, TMetricType, TRatingScale } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import type { Figures } from '../use-figures';

/** How ratings are written in the section: averages with their scale, outcomes, single scores. */
export function useRatingWords(figures: Figures) {
  const { t } = useTranslation('statistics');
  return {
    t,
    /** "4.3" on screen, with "of 5" for the reader. */
    average: (value: number | null, scale: TRatingScale) =>
      value === null ? '—' : t('ratings.averageOf', { value: figures.score(value), max: scale.max }),
    outcome: (outcome: TMetricOutcome) => t(`outcome.${outcome}`),
    /** One score of a type: "4 ★", "NPS 9", "Happy face". */
    score: (type: TMetricType, score: number) =>
      type === 'faces'
        ? t(`ratings.face.${score === 1 ? 'sad' : score === 2 ? 'neutral' : 'happy'}`)
        : t(`ratings.score.${type}`, { score }),
    type: (type: TMetricType) => t(`ratings.type.${type}`),
  };
}

export type RatingWords = ReturnType<typeof useRatingWords>;
