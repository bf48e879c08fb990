import {
  METRIC_TYPES,
  metricScoreRange,
  type TMetricType,
  type TRatingFigures,
  type TRatingHeadline,
  type TRatingPoint,
  type TRatingScale,
  type TScoreDistribution,
} from '@guestloop/contracts';

/**
 * From summed ratings to what a chart shows (rules in docs/rating-statistics.md): sums are kept
 * per metric type, since an average, an NPS or a distribution only means something within one.
 */

export interface Sums {
  n: number;
  scoreSum: number;
  bad: number;
  neutral: number;
  good: number;
  /** Ratings per score 0–10. */
  s: number[];
  badUnread: number;
}

export type TypedSums = Partial<Record<TMetricType, Sums>>;

export const emptySums = (): Sums => ({
  n: 0,
  scoreSum: 0,
  bad: 0,
  neutral: 0,
  good: 0,
  s: Array<number>(11).fill(0),
  badUnread: 0,
});

/** Adds `sums` of a type into `target`. */
export function addSums(target: TypedSums, type: TMetricType, sums: Sums): TypedSums {
  const into = target[type] ?? emptySums();
  into.n += sums.n;
  into.scoreSum += sums.scoreSum;
  into.bad += sums.bad;
  into.neutral += sums.neutral;
  into.good += sums.good;
  into.badUnread += sums.badUnread;
  sums.s.forEach((count, score) => {
    into.s[score] = (into.s[score] ?? 0) + count;
  });
  target[type] = into;
  return target;
}

export function mergeSums(target: TypedSums, source: TypedSums): TypedSums {
  for (const type of METRIC_TYPES) {
    const sums = source[type];
    if (sums) addSums(target, type, sums);
  }
  return target;
}

/** The types that have ratings in any of these sums. */
export function typesRated(...all: TypedSums[]): Set<TMetricType> {
  return new Set(METRIC_TYPES.filter((type) => all.some((sums) => (sums[type]?.n ?? 0) > 0)));
}

const MIXED: TRatingScale = { type: 'mixed', min: 1, max: 5 };

/**
 * The scale of an answer: the one type its ratings are of; with none, the one type of the
 * metrics it selects; else every score mapped onto 1–5.
 */
export function scaleOf(rated: Set<TMetricType>, selected: Iterable<TMetricType>): TRatingScale {
  const types = rated.size > 0 ? rated : new Set(selected);
  if (types.size !== 1) return { ...MIXED };
  const [type] = [...types] as [TMetricType];
  return { type, ...metricScoreRange(type) };
}

/** The sum of a type's scores on the scale: the scores themselves, or mapped linearly onto 1–5. */
function scaledSum(type: TMetricType, sums: Sums, scale: TRatingScale): number {
  if (scale.type !== 'mixed') return sums.scoreSum;
  const { min, max } = metricScoreRange(type);
  return sums.n + (4 * (sums.scoreSum - sums.n * min)) / (max - min);
}

export function averageOf(typed: TypedSums, scale: TRatingScale): number | null {
  let n = 0;
  let total = 0;
  for (const type of METRIC_TYPES) {
    const sums = typed[type];
    if (!sums || sums.n === 0) continue;
    n += sums.n;
    total += scaledSum(type, sums, scale);
  }
  return n === 0 ? null : total / n;
}

export function figuresOf(typed: TypedSums, scale: TRatingScale): TRatingFigures {
  const all = mergeSums({}, typed);
  let count = 0;
  let bad = 0;
  let neutral = 0;
  let good = 0;
  for (const type of METRIC_TYPES) {
    const sums = all[type];
    if (!sums) continue;
    count += sums.n;
    bad += sums.bad;
    neutral += sums.neutral;
    good += sums.good;
  }
  const nps = all.nps ?? emptySums();
  const csatCount = count - nps.n;
  const csatGood = good - nps.good;
  return {
    count,
    average: averageOf(all, scale),
    bad,
    neutral,
    good,
    nps: nps.n === 0 ? null : ((nps.good - nps.bad) / nps.n) * 100,
    promoters: nps.good,
    passives: nps.neutral,
    detractors: nps.bad,
    csat: csatCount === 0 ? null : (csatGood / csatCount) * 100,
  };
}

/** The distribution of each of `types` (default: the types with ratings), in the catalogue's order. */
export function distributionsOf(typed: TypedSums, types?: Iterable<TMetricType>): TScoreDistribution[] {
  const wanted = new Set(types ?? typesRated(typed));
  return METRIC_TYPES.filter((type) => wanted.has(type)).map((type) => {
    const { min, max } = metricScoreRange(type);
    const s = typed[type]?.s ?? [];
    return { type, min, counts: Array.from({ length: max - min + 1 }, (_, i) => s[min + i] ?? 0) };
  });
}

export const headlineOf = (typed: TypedSums, scale: TRatingScale): TRatingHeadline => ({
  ...figuresOf(typed, scale),
  distributions: distributionsOf(typed),
});

export function pointOf(typed: TypedSums, scale: TRatingScale): TRatingPoint {
  let count = 0;
  let bad = 0;
  for (const sums of Object.values(typed)) {
    count += sums.n;
    bad += sums.bad;
  }
  return { count, average: averageOf(typed, scale), bad };
}
