import { ZMetricType } from './metrics';
import { type TStatFiltersParsed, ZStatFilters, ZStatGranularity } from './stat-filters';
import * as z from './zod';

/**
 * Rating statistics (SPEC point 7 "Statistics": /stat/data/…, /stat/metric, /stat/structure/…,
 * /stat/location/grades). Only ratings that count are summed (no verification asked, or
 * confirmed), on the company's own clock (its time zone). Rules in docs/rating-statistics.md:
 *
 * - `average` is on the answer's `scale`: a metric type's own (stars 1–5, NPS 0–10, faces 1–3)
 *   when every rating of the answer is of that type; with types mixed, each score is first mapped
 *   linearly onto 1–5 (`mixed`).
 * - `nps` (−100…100) = % promoters (9–10) − % detractors (0–6) among NPS ratings; null without any.
 * - `csat` (0…100) = % good (stars 4–5, happy face) among star and face ratings; null without any.
 * - A location includes its sub-locations. Every bucket of the period is present, zeros included;
 *   a week starts on Monday, a month is a calendar month, and the first and last buckets are cut
 *   to the period, so `from`/`to` open the reviews inbox on exactly the ratings counted.
 */

/** The longest period the hourly view covers (24 buckets a day). */
export const RATING_STAT_MAX_HOURLY_DAYS = 31;

const int = z.number().int();
const ZDays = z.object({ from: z.iso.date(), to: z.iso.date() });

const hourlyFits = (f: { granularity: string; from: string; to: string }) =>
  f.granularity !== 'hour' ||
  (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000 < RATING_STAT_MAX_HOURLY_DAYS;
const hourlyRule = {
  path: ['granularity'],
  message: `Hourly figures cover at most ${RATING_STAT_MAX_HOURLY_DAYS} days`,
};

/** The body of the POST calls: the shared statistics filters. */
export const ZRatingStatFilters = ZStatFilters.refine(hourlyFits, hourlyRule);
export type TRatingStatFilters = z.input<typeof ZRatingStatFilters>;
export type TRatingStatFiltersParsed = z.output<typeof ZRatingStatFilters>;

/** Ids and names joined by commas; other text is refused whole, naming the field. */
const LIST_TEXT = /^[A-Za-z0-9_,-]*$/;

/** A list in a query string: repeated (`?metricIds=a&metricIds=b`) or comma-separated. */
const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && LIST_TEXT.test(value)
        ? value.split(',').filter((part) => part !== '')
        : value,
    z.array(item).max(200),
  );

/** The query of the GET calls: the same filters and rules, lists repeated or comma-separated. */
export const ZRatingStatQuery = z
  .object({
    ...ZStatFilters.shape,
    locationIds: queryList(z.uuid()).optional(),
    subLocationIds: queryList(z.uuid()).optional(),
    metricIds: queryList(z.uuid()).optional(),
    metricTypes: queryList(ZMetricType).optional(),
  })
  // The period rules of the shared filters, checked on the same parsed value.
  .check(...((ZStatFilters.def.checks ?? []) as z.core.$ZodCheck<TStatFiltersParsed>[]))
  .refine(hourlyFits, hourlyRule);
export type TRatingStatQuery = z.input<typeof ZRatingStatQuery>;

/** `{id}` of /stat/data/{id}/…: a metric, a location or the company, as the call names. */
export const ZStatIdParams = z.object({ id: z.uuid() });
export type TStatIdParams = z.infer<typeof ZStatIdParams>;

export const RATING_SCALES = ['stars', 'nps', 'faces', 'mixed'] as const;
/** What `average` is measured on: `mixed` maps every type onto 1–5. */
export const ZRatingScale = z.object({ type: z.enum(RATING_SCALES), min: int, max: int });
export type TRatingScale = z.infer<typeof ZRatingScale>;

/** The period asked for, on the company's clock. */
export const ZStatPeriod = ZDays.extend({ timeZone: z.string() });
export type TStatPeriod = z.infer<typeof ZStatPeriod>;

/** What the ratings of a slice come to. */
export const ZRatingFigures = z.object({
  count: int,
  /** On the answer's `scale`; null without ratings. */
  average: z.number().nullable(),
  bad: int,
  neutral: int,
  good: int,
  nps: z.number().nullable(),
  /** NPS ratings: promoters 9–10, passives 7–8, detractors 0–6. */
  promoters: int,
  passives: int,
  detractors: int,
  csat: z.number().nullable(),
});
export type TRatingFigures = z.infer<typeof ZRatingFigures>;

/** How many ratings gave each score of a type: `counts[i]` is score `min + i`. */
export const ZScoreDistribution = z.object({ type: ZMetricType, min: int, counts: z.array(int) });
export type TScoreDistribution = z.infer<typeof ZScoreDistribution>;

/** One bucket of the period: its first and last day, and its hour (0–23) for hourly buckets. */
export const ZStatBucket = ZDays.extend({ hour: int.nullable() });
export type TStatBucket = z.infer<typeof ZStatBucket>;

/** Figures with the distribution of each metric type that has ratings (stars, nps, faces order). */
export const ZRatingHeadline = ZRatingFigures.extend({ distributions: z.array(ZScoreDistribution) });
export type TRatingHeadline = z.infer<typeof ZRatingHeadline>;

/** POST /stat/data/review-scores-analytic: the headline cards and their trend arrows. */
export const ZReviewScoresAnalytic = z.object({
  period: ZStatPeriod,
  /** The period of equal length just before. */
  previousPeriod: ZDays,
  scale: ZRatingScale,
  current: ZRatingHeadline,
  previous: ZRatingHeadline,
});
export type TReviewScoresAnalytic = z.infer<typeof ZReviewScoresAnalytic>;

const periodAnswer = <T extends z.ZodRawShape>(bucket: T) =>
  z.object({
    period: ZStatPeriod,
    granularity: ZStatGranularity,
    scale: ZRatingScale,
    buckets: z.array(ZStatBucket.extend(bucket)),
  });

/** POST /stat/data/score-rate-period: the average score per bucket (a trend line). */
export const ZScoreRatePeriod = periodAnswer({ count: int, average: z.number().nullable() });
export type TScoreRatePeriod = z.infer<typeof ZScoreRatePeriod>;

/** POST /stat/data/review-trend-period: how many ratings per bucket, split by outcome (stacked bars). */
export const ZReviewTrendPeriod = periodAnswer({ count: int, bad: int, neutral: int, good: int });
export type TReviewTrendPeriod = z.infer<typeof ZReviewTrendPeriod>;

/** POST /stat/data/review-scores-period: the score distribution per bucket, one per type of `types`. */
export const ZReviewScoresPeriod = periodAnswer({
  count: int,
  distributions: z.array(ZScoreDistribution),
}).extend({ types: z.array(ZMetricType) });
export type TReviewScoresPeriod = z.infer<typeof ZReviewScoresPeriod>;

/** The answer variants guests chose under one question of a metric, in the period. */
export const ZMetricQuestionRates = z.object({
  id: z.string(),
  title: z.string(),
  /** Ratings that chose at least one variant of this question. */
  answered: int,
  answers: z.array(z.object({ id: z.string(), label: z.string(), count: int, bad: int })),
});
export type TMetricQuestionRates = z.infer<typeof ZMetricQuestionRates>;

/** POST /stat/data/{id}/metric-rates: one metric per bucket, and what its guests chose. */
export const ZMetricRates = z.object({
  period: ZStatPeriod,
  granularity: ZStatGranularity,
  scale: ZRatingScale,
  metric: z.object({ id: z.uuid(), title: z.string(), type: ZMetricType, locationId: z.uuid() }),
  total: ZRatingHeadline,
  buckets: z.array(ZStatBucket.extend({ figures: ZRatingFigures, counts: z.array(int) })),
  questions: z.array(ZMetricQuestionRates),
});
export type TMetricRates = z.infer<typeof ZMetricRates>;

/** One value per bucket of a compared row (aligned with the answer's `buckets`). */
export const ZRatingPoint = z.object({ count: int, average: z.number().nullable(), bad: int });
export type TRatingPoint = z.infer<typeof ZRatingPoint>;

/** A compared location with everything under it; `parentId`/`depth` place it in the tree. */
export const ZComparedPlace = z.object({
  id: z.uuid(),
  name: z.string(),
  parentId: z.uuid().nullable(),
  depth: int,
  figures: ZRatingFigures,
  points: z.array(ZRatingPoint),
});
export type TComparedPlace = z.infer<typeof ZComparedPlace>;

/** A table, or a waiter through the tables they serve now, in a comparison. */
export const ZComparedTable = z.object({
  id: z.uuid(),
  name: z.string(),
  count: int,
  average: z.number().nullable(),
  bad: int,
});
export type TComparedTable = z.infer<typeof ZComparedTable>;

const comparison = z.object({
  period: ZStatPeriod,
  granularity: ZStatGranularity,
  scale: ZRatingScale,
  buckets: z.array(ZStatBucket),
  places: z.array(ZComparedPlace),
});

/**
 * POST /stat/data/{id}/location-rates: the location (first) and every location under it;
 * `direct`: its ratings given at no sub-location; its tables, and their waiters (by the tables
 * they serve now), most ratings first.
 */
export const ZLocationRates = comparison.extend({
  direct: z.object({ figures: ZRatingFigures, points: z.array(ZRatingPoint) }),
  tables: z.array(ZComparedTable),
  waiters: z.array(ZComparedTable),
});
export type TLocationRates = z.infer<typeof ZLocationRates>;

/** POST /stat/data/{id}/company-rates: every location of the company, in tree order. */
export const ZCompanyRates = comparison;
export type TCompanyRates = z.infer<typeof ZCompanyRates>;

/** Figures of one stretch of the company's calendar. `badUnread`: bad ratings nobody opened yet. */
export const ZCompanyStretch = ZDays.extend({
  count: int,
  average: z.number().nullable(),
  bad: int,
  badUnread: int,
});
export type TCompanyStretch = z.infer<typeof ZCompanyStretch>;

/** GET /stat/data/{id}/company: the dashboard's figures for today, this week (from Monday) and this month. */
export const ZCompanyHeadline = z.object({
  timeZone: z.string(),
  scale: ZRatingScale,
  today: ZCompanyStretch,
  week: ZCompanyStretch,
  month: ZCompanyStretch,
});
export type TCompanyHeadline = z.infer<typeof ZCompanyHeadline>;

/** GET /stat/metric: every metric the filters select, with its figures on its own scale. */
export const ZMetricStats = z.object({
  period: ZStatPeriod,
  items: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      type: ZMetricType,
      locationId: z.uuid(),
      isActive: z.boolean(),
      figures: ZRatingFigures,
    }),
  ),
});
export type TMetricStats = z.infer<typeof ZMetricStats>;

/** GET /stat/metric-type: every metric type the company uses, on its own scale. */
export const ZMetricTypeStats = z.object({
  period: ZStatPeriod,
  items: z.array(
    z.object({ type: ZMetricType, scale: ZRatingScale, metrics: int, figures: ZRatingHeadline }),
  ),
});
export type TMetricTypeStats = z.infer<typeof ZMetricTypeStats>;

/** A cell of a chart by hour: ratings, their average and the bad ones. */
export const ZHourCell = z.object({ count: int, average: z.number().nullable(), bad: int });
export type THourCell = z.infer<typeof ZHourCell>;

/** GET /stat/structure/reviews-by-hours: the 7×24 heat map, Monday (1) to Sunday (7), hours 0–23. */
export const ZReviewsByHours = z.object({
  period: ZStatPeriod,
  scale: ZRatingScale,
  days: z.array(z.object({ dayOfWeek: int, hours: z.array(ZHourCell).length(24) })).length(7),
});
export type TReviewsByHours = z.infer<typeof ZReviewsByHours>;

/** Parts of the day on the local clock: night 0–5, morning 6–11, afternoon 12–17, evening 18–23. */
export const DAY_PARTS = [
  { id: 'night', fromHour: 0, toHour: 5 },
  { id: 'morning', fromHour: 6, toHour: 11 },
  { id: 'afternoon', fromHour: 12, toHour: 17 },
  { id: 'evening', fromHour: 18, toHour: 23 },
] as const;
export const ZDayPart = z.enum(['night', 'morning', 'afternoon', 'evening']);
export type TDayPart = z.infer<typeof ZDayPart>;

/** GET /stat/structure/reviews-by-periods: ratings by part of the day. */
export const ZReviewsByPeriods = z.object({
  period: ZStatPeriod,
  scale: ZRatingScale,
  parts: z.array(ZHourCell.extend({ id: ZDayPart, fromHour: int, toHour: int, neutral: int, good: int })),
});
export type TReviewsByPeriods = z.infer<typeof ZReviewsByPeriods>;

export const RATING_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * GET /stat/location/grades: every location (its sub-locations included), best first. `rank`
 * orders the locations with ratings by average, then bad share; `grade` reads the average as a
 * share of the scale: A from 85 %, B 70 %, C 55 %, D 40 %, else E. Null without ratings.
 */
export const ZLocationGrades = z.object({
  period: ZStatPeriod,
  scale: ZRatingScale,
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      parentId: z.uuid().nullable(),
      count: int,
      average: z.number().nullable(),
      bad: int,
      /** Bad ratings in % of all (0–100); null without ratings. */
      badShare: z.number().nullable(),
      rank: int.nullable(),
      grade: z.enum(RATING_GRADES).nullable(),
    }),
  ),
});
export type TLocationGrades = z.infer<typeof ZLocationGrades>;

/**
 * POST /stat/data/overview: the Statistics overview in one answer (each part as its own call
 * answers it), so the page needs one round trip, and the company's locations and metrics are
 * read once instead of once per chart.
 */
export const ZRatingOverview = z.object({
  headline: ZReviewScoresAnalytic,
  scoreTrend: ZScoreRatePeriod,
  reviewCounts: ZReviewTrendPeriod,
  grades: ZLocationGrades,
  metrics: ZMetricStats,
  heatMap: ZReviewsByHours,
});
export type TRatingOverview = z.infer<typeof ZRatingOverview>;
