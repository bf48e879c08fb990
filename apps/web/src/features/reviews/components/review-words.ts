import { metricScoreRange, type TMetricOutcome, type TMetricType } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';
import { hourLabel } from '@/lib/chart-labels';
import { dateLocale } from '@/lib/date-format';

const FACES = { 1: 'sad', 2: 'neutral', 3: 'happy' } as const;

/** The face of a faces metric's score (1 sad, 2 neutral, 3 happy). */
export const faceOf = (score: number) => FACES[score as 1 | 2 | 3] ?? 'neutral';

/** The inbox's words for scores, outcomes, places and times, in the UI language. */
export function useReviewWords() {
  const { t } = useTranslation('reviews');
  const dates = useConsoleDates();
  /** A score on its metric's scale, in words ("4 of 5 stars", "NPS 8 of 10", "Happy face"). */
  const score = useCallback(
    (type: TMetricType, value: number) => {
      if (type === 'faces') return t(`score.faces.${faceOf(value)}`);
      return t(`score.${type}`, { score: value, max: metricScoreRange(type).max });
    },
    [t],
  );
  const outcome = useCallback((value: TMetricOutcome) => t(`outcome.${value}`), [t]);
  const place = useCallback(
    (review: { locationName: string | null; subLocationName: string | null; tableLabel: string | null }) =>
      [
        review.locationName,
        review.subLocationName,
        review.tableLabel ? t('list.table', { table: review.tableLabel }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
    [t],
  );
  const when = useCallback((iso: string) => dates.when(iso), [dates]);
  const dateTime = useCallback((iso: string) => dates.format(iso, 'longDateTime'), [dates]);
  /** A day of the week as a filter says it ("Fridays"; ISO: 1 Monday … 7 Sunday). */
  const weekday = useCallback((day: number) => t(`filters.weekdays.${day}`), [t]);
  /** Hours, both included, from the start of the first to the end of the last ("19:00–20:00"). */
  const hours = useCallback(
    (from: number, to: number) => {
      const locale = dateLocale(dates.settings);
      return `${hourLabel(from, locale)}–${hourLabel((to + 1) % 24, locale)}`;
    },
    [dates],
  );
  /** A recording's length as m:ss. */
  const duration = useCallback((ms: number) => {
    const seconds = Math.max(0, Math.round(ms / 1000));
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  }, []);
  return { t, score, outcome, place, when, dateTime, weekday, hours, duration, dates };
}
