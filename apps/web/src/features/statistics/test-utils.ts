import type {
  TCompanyRates,
  TLocationGrades,
  TLocationRates,
  TMetricStats,
  TRatingFigures,
  TReviewScoresAnalytic,
  TReviewsByHours,
  TReviewTrendPeriod,
  TSalesByDimension,
  TSalesByPeriod,
  TSalesDayReport,
  TSalesFigures,
  TSalesItems,
  TSalesSummary,
  TScoreRatePeriod,
  TServiceCalls,
} from '@guestloop/contracts';
import { makeCompany, makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enStatistics from '../../../../api/src/modules/i18n/locales/en/statistics.json';

addEnglishPack('statistics', enStatistics);

export { renderAt } from '@/test/render';

export const ANALYST = makeUser({ permissions: ['statistics.view'] });
export const COMPANY_RECORD = makeCompany();

export const IDS = {
  linden: 'a1000000-0000-4000-8000-000000000001',
  rooftop: 'a1000000-0000-4000-8000-000000000002',
  terrace: 'a1000000-0000-4000-8000-000000000003',
  stars: 'b2000000-0000-4000-8000-000000000001',
  item: 'c3000000-0000-4000-8000-000000000001',
  waiter: 'd4000000-0000-4000-8000-000000000001',
} as const;

/** The week the tests look at: 2–8 March 2026 (Monday to Sunday). */
export const WEEK = { from: '2026-03-02', to: '2026-03-08' };
export const WEEK_URL = `period=custom&from=${WEEK.from}&to=${WEEK.to}`;
const DAYS = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
];
const period = { ...WEEK, timeZone: 'UTC' };
const scale = { type: 'stars' as const, min: 1, max: 5 };

function figures(bad: number, neutral: number, good: number, average: number | null): TRatingFigures {
  const count = bad + neutral + good;
  return {
    count,
    average: count ? average : null,
    bad,
    neutral,
    good,
    nps: null,
    promoters: 0,
    passives: 0,
    detractors: 0,
    csat: count ? (good / count) * 100 : null,
  };
}

/** Per day of the week: bad, neutral, good (Tuesday has the one bad review of the week). */
const BY_DAY = [
  [0, 1, 1],
  [1, 0, 1],
  [0, 0, 0],
  [0, 1, 2],
  [0, 0, 3],
  [0, 1, 0],
  [0, 0, 1],
] as const;

export function ratingAnswers(withRatings = true) {
  const n = (value: number) => (withRatings ? value : 0);
  const days = DAYS.map((day, i) => {
    const [bad, neutral, good] = BY_DAY[i]!;
    return { from: day, to: day, hour: null, bad: n(bad), neutral: n(neutral), good: n(good) };
  });
  const analytic: TReviewScoresAnalytic = {
    period,
    previousPeriod: { from: '2026-02-23', to: '2026-03-01' },
    scale,
    current: {
      ...figures(n(1), n(3), n(8), 4.2),
      distributions: withRatings ? [{ type: 'stars', min: 1, counts: [1, 0, 3, 4, 4] }] : [],
    },
    previous: { ...figures(n(2), n(2), n(6), 3.9), distributions: [] },
  };
  const trend: TReviewTrendPeriod = {
    period,
    granularity: 'day',
    scale,
    buckets: days.map((d) => ({ ...d, count: d.bad + d.neutral + d.good })),
  };
  const scoreRate: TScoreRatePeriod = {
    period,
    granularity: 'day',
    scale,
    buckets: days.map((d, i) => {
      const count = d.bad + d.neutral + d.good;
      return { from: d.from, to: d.to, hour: null, count, average: count ? 3.5 + i * 0.2 : null };
    }),
  };
  const grades: TLocationGrades = {
    period,
    scale,
    items: [
      {
        id: IDS.linden,
        name: 'Linden Café',
        parentId: null,
        count: n(9),
        average: 4.4,
        bad: 0,
        badShare: 0,
        rank: 1,
        grade: 'A',
      },
      {
        id: IDS.rooftop,
        name: 'Rooftop bar',
        parentId: null,
        count: n(3),
        average: 3.7,
        bad: n(1),
        badShare: 33.3,
        rank: 2,
        grade: 'B',
      },
    ],
  };
  const metrics: TMetricStats = {
    period,
    items: [
      {
        id: IDS.stars,
        title: 'How was your visit?',
        type: 'stars',
        locationId: IDS.linden,
        isActive: true,
        figures: figures(n(1), n(3), n(8), 4.2),
      },
    ],
  };
  const hours: TReviewsByHours = {
    period,
    scale,
    days: Array.from({ length: 7 }, (_, d) => ({
      dayOfWeek: d + 1,
      // Friday at 19:00 is the busiest hour of the week.
      hours: Array.from({ length: 24 }, (_, h) =>
        d === 4 && h === 19 ? { count: n(3), average: 4.7, bad: 0 } : { count: 0, average: null, bad: 0 },
      ),
    })),
  };
  return { analytic, trend, scoreRate, grades, metrics, hours };
}

export function ratingRoutes(withRatings = true) {
  const data = ratingAnswers(withRatings);
  return {
    'GET /api/v1/profile': { body: ANALYST },
    'GET /api/v1/structure': { body: COMPANY_RECORD },
    'GET /api/v1/locations/all': {
      body: {
        items: [
          {
            id: IDS.linden,
            parentId: null,
            name: 'Linden Café',
            slug: 'linden',
            address: null,
            imageUrl: null,
          },
          {
            id: IDS.rooftop,
            parentId: null,
            name: 'Rooftop bar',
            slug: 'rooftop',
            address: null,
            imageUrl: null,
          },
        ],
      },
    },
    'GET /api/v1/metrics': { body: { items: [] } },
    'POST /api/v1/stat/data/review-scores-analytic': { body: data.analytic },
    'POST /api/v1/stat/data/score-rate-period': { body: data.scoreRate },
    'POST /api/v1/stat/data/review-trend-period': { body: data.trend },
    'GET /api/v1/stat/location/grades': { body: data.grades },
    'GET /api/v1/stat/metric': { body: data.metrics },
    'GET /api/v1/stat/structure/reviews-by-hours': { body: data.hours },
    'POST /api/v1/stat/data/overview': {
      body: {
        headline: data.analytic,
        scoreTrend: data.scoreRate,
        reviewCounts: data.trend,
        grades: data.grades,
        metrics: data.metrics,
        heatMap: data.hours,
      },
    },
  };
}

function sales(orders: number, revenue: number, tips: number): TSalesFigures {
  return {
    orders,
    cancelled: 0,
    cancelledValue: 0,
    sales: orders,
    paidOrders: orders,
    revenue,
    subtotal: revenue - tips,
    tips,
    averageTicket: orders ? Math.round(revenue / orders) : null,
  };
}

export function salesAnswers() {
  const summary: TSalesSummary = {
    ...WEEK,
    previous: { from: '2026-02-23', to: '2026-03-01' },
    currencies: [{ currency: 'EUR', current: sales(50, 123_450, 4_500), previous: sales(40, 98_760, 4_500) }],
  };
  const byPeriod: TSalesByPeriod = {
    ...WEEK,
    granularity: 'day',
    currency: 'EUR',
    currencies: ['EUR'],
    buckets: DAYS.map((day, i) => ({
      ...sales(i + 5, (i + 5) * 2_000, 100),
      from: day,
      to: day,
      hour: null,
    })),
    hoursOfDay: Array.from({ length: 24 }, (_, hour) => ({ ...sales(0, 0, 0), hour })),
    weekdays: Array.from({ length: 7 }, (_, i) => ({ ...sales(0, 0, 0), weekday: i + 1 })),
  };
  const byDimension: TSalesByDimension = {
    ...WEEK,
    dimension: 'location',
    currency: 'EUR',
    currencies: ['EUR'],
    rows: [{ ...sales(50, 123_450, 4_500), key: IDS.linden, label: 'Linden Café', revenueShare: 1 }],
  };
  const item = (title: string, quantity: number) => ({
    itemId: null,
    title,
    quantity,
    revenue: quantity * 450,
    quantityShare: quantity / 100,
    revenueShare: quantity / 100,
  });
  const items: TSalesItems = {
    ...WEEK,
    currency: 'EUR',
    currencies: ['EUR'],
    quantity: 100,
    revenue: 45_000,
    items: [item('Flat white', 60), item('Lemon tart', 2)],
    topByQuantity: [item('Flat white', 60)],
    topByRevenue: [item('Flat white', 60)],
    bottomByQuantity: [item('Lemon tart', 2)],
    bottomByRevenue: [item('Lemon tart', 2)],
  };
  const callFigures = {
    calls: 12,
    handled: 10,
    handledShare: 10 / 12,
    averageSeconds: 95,
    p90Seconds: 300,
    p90OrMore: false,
  };
  const calls: TServiceCalls = {
    ...WEEK,
    granularity: 'day',
    total: {
      ...callFigures,
      responseBands: [60, 120, 180, 300, 600, 900, 1800, 3600, null].map((upToSeconds, i) => ({
        upToSeconds,
        calls: i < 4 ? [3, 4, 2, 1][i]! : 0,
      })),
    },
    buckets: [],
    hoursOfDay: Array.from({ length: 24 }, (_, hour) => ({ ...callFigures, hour })),
    waiters: [{ ...callFigures, userId: IDS.waiter, name: 'Marta Nowak' }],
    tableGroups: [],
  };
  const dayReport: TSalesDayReport = {
    day: '2026-03-08',
    currency: 'EUR',
    currencies: ['EUR'],
    totals: sales(11, 22_000, 300),
    hours: Array.from({ length: 24 }, (_, hour) => ({
      ...sales(hour === 13 ? 11 : 0, hour === 13 ? 22_000 : 0, 0),
      hour,
    })),
    types: [{ ...sales(11, 22_000, 300), key: 'table', label: null, revenueShare: 1 }],
    paymentMethods: [{ ...sales(11, 22_000, 300), key: 'stripe', label: null, revenueShare: 1 }],
    topItems: [item('Flat white', 9)],
    calls: callFigures,
  };
  return { summary, byPeriod, byDimension, items, calls, dayReport };
}

export function salesRoutes() {
  const data = salesAnswers();
  return {
    'GET /api/v1/profile': { body: ANALYST },
    'GET /api/v1/structure': { body: COMPANY_RECORD },
    'GET /api/v1/locations/all': { body: { items: [] } },
    'POST /api/v1/stat/sales/summary': { body: data.summary },
    'POST /api/v1/stat/sales/by-period': { body: data.byPeriod },
    'POST /api/v1/stat/sales/by-dimension': { body: data.byDimension },
    'POST /api/v1/stat/sales/items': { body: data.items },
    'POST /api/v1/stat/service/calls': { body: data.calls },
    'GET /api/v1/stat/sales/day-report': { body: data.dayReport },
  };
}

/** The company's locations compared: Linden Café with its terrace, and the Rooftop bar. */
export function compareAnswers() {
  const point = (count: number, average: number | null) => ({ count, average, bad: 0 });
  const buckets = DAYS.map((day) => ({ from: day, to: day, hour: null }));
  const place = (id: string, name: string, parentId: string | null, depth: number, f: TRatingFigures) => ({
    id,
    name,
    parentId,
    depth,
    figures: f,
    points: DAYS.map(() => point(1, f.average)),
  });
  const linden = place(IDS.linden, 'Linden Café', null, 0, figures(0, 2, 7, 4.4));
  const terrace = place(IDS.terrace, 'Garden terrace', IDS.linden, 1, figures(0, 1, 2, 4.1));
  const rooftop = place(IDS.rooftop, 'Rooftop bar', null, 0, { ...figures(1, 1, 1, 3.7), nps: 20 });
  const company: TCompanyRates = {
    period,
    granularity: 'day',
    scale,
    buckets,
    places: [linden, terrace, rooftop],
  };
  const location: TLocationRates = {
    period,
    granularity: 'day',
    scale,
    buckets,
    places: [linden, terrace],
    direct: { figures: figures(0, 1, 5, 4.5), points: DAYS.map(() => point(1, 4.5)) },
    tables: [
      { id: 'f6000000-0000-4000-8000-000000000001', name: 'Hall · 1', count: 2, average: 3.5, bad: 1 },
      { id: 'f6000000-0000-4000-8000-000000000002', name: 'Hall · 2', count: 5, average: 4.8, bad: 0 },
    ],
    waiters: [{ id: IDS.waiter, name: 'Marta Nowak', count: 7, average: 4.4, bad: 1 }],
  };
  return { company, location };
}

/** The week's days, its period and scale, and a slice's figures, for the fixtures of other files. */
export { DAYS as WEEK_DAYS, figures as ratingFigures, period as WEEK_PERIOD, scale as STARS_SCALE };
