import type {
  TMetricRates,
  TRatingFigures,
  TReviewScoresAnalytic,
  TReviewsByPeriods,
} from '@guestloop/contracts';
import { IDS, ratingFigures, ratingRoutes, STARS_SCALE, WEEK_DAYS, WEEK_PERIOD } from './test-utils';

/**
 * "How was your visit?" over the week: 12 ratings, 4 of them bad; its question "What could be
 * better?" names the waiting time in 3 of the 4 bad ones, and the evening has most bad reviews.
 */
export function metricAnswers(withRatings = true) {
  // Per day, how many ratings gave 1 … 5 stars.
  const perDay = [
    [1, 0, 0, 1, 1],
    [1, 1, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [1, 0, 1, 0, 1],
    [0, 0, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 1],
  ].map((counts) => (withRatings ? counts : [0, 0, 0, 0, 0]));
  const bucketFigures = (c: number[]) => {
    const count = c.reduce((sum, k) => sum + k, 0);
    const sum = c.reduce((total, k, i) => total + k * (i + 1), 0);
    return ratingFigures(c[0]! + c[1]!, c[2]!, c[3]! + c[4]!, count ? sum / count : null);
  };
  const n = (value: number) => (withRatings ? value : 0);
  const total = ratingFigures(n(4), n(2), n(6), 3.2);
  const rates: TMetricRates = {
    period: WEEK_PERIOD,
    granularity: 'day',
    scale: STARS_SCALE,
    metric: { id: IDS.stars, title: 'How was your visit?', type: 'stars', locationId: IDS.linden },
    total: { ...total, distributions: [{ type: 'stars', min: 1, counts: [n(3), n(1), n(2), n(2), n(4)] }] },
    buckets: WEEK_DAYS.map((day, i) => ({
      from: day,
      to: day,
      hour: null,
      figures: bucketFigures(perDay[i]!),
      counts: perDay[i]!,
    })),
    questions: [
      {
        id: 'q-better',
        title: 'What could be better?',
        answered: n(7),
        answers: [
          { id: 'a-wait', label: 'Waiting time', count: n(5), bad: n(3) },
          { id: 'a-noise', label: 'Noise', count: n(2), bad: n(1) },
          { id: 'a-prices', label: 'Prices', count: 0, bad: 0 },
        ],
      },
    ],
  };
  const analytic: TReviewScoresAnalytic = {
    period: WEEK_PERIOD,
    previousPeriod: { from: '2026-02-23', to: '2026-03-01' },
    scale: STARS_SCALE,
    current: { ...total, distributions: rates.total.distributions },
    previous: { ...ratingFigures(n(2), n(2), n(6), 3.9), distributions: [] },
  };
  const part = (id: 'night' | 'morning' | 'afternoon' | 'evening', fromHour: number, f: TRatingFigures) => ({
    id,
    fromHour,
    toHour: fromHour + 5,
    count: f.count,
    average: f.average,
    bad: f.bad,
    neutral: f.neutral,
    good: f.good,
  });
  const parts: TReviewsByPeriods = {
    period: WEEK_PERIOD,
    scale: STARS_SCALE,
    parts: [
      part('night', 0, ratingFigures(0, 0, 0, null)),
      part('morning', 6, ratingFigures(0, n(1), n(1), 4)),
      part('afternoon', 12, ratingFigures(n(1), 0, n(2), 3.7)),
      part('evening', 18, ratingFigures(n(3), n(1), n(3), 2.9)),
    ],
  };
  return { rates, analytic, parts };
}

/** The overview's answers, and the metric's page for "How was your visit?". */
export function metricRoutes(withRatings = true) {
  const data = metricAnswers(withRatings);
  return {
    ...ratingRoutes(withRatings),
    [`POST /api/v1/stat/data/${IDS.stars}/metric-rates`]: { body: data.rates },
    'POST /api/v1/stat/data/review-scores-analytic': { body: data.analytic },
    'GET /api/v1/stat/structure/reviews-by-periods': { body: data.parts },
  };
}
