import type { TMetricType, TStatBucket } from '@guestloop/contracts';

/**
 * The rating statistics computed the plain way, for the property test: straight from rating rows,
 * local days and hours found with the JavaScript clock (not the database's), no rollup, no shared
 * code with the service. Each function answers what a chart would show for a list of ratings.
 */

export interface RawRating {
  id: string;
  metricId: string;
  type: TMetricType;
  locationId: string | null;
  subLocationId: string | null;
  tableId: string | null;
  score: number;
  outcome: string;
  counted: boolean;
  badUnread: boolean;
  /** On the company's clock. */
  day: string;
  hour: number;
  /** ISO day of the week, 1 = Monday. */
  dayOfWeek: number;
}

const RANGES: Record<TMetricType, [number, number]> = { stars: [1, 5], nps: [0, 10], faces: [1, 3] };

/** The calendar day, hour and ISO weekday of an instant on a time zone's clock. */
export function localClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    dayOfWeek: weekdays.indexOf(part('weekday')) + 1,
  };
}

/** The scale's type: the one type rated, else the one type selected, else mixed. */
export function referenceScale(rated: RawRating[], selected: TMetricType[]): TMetricType | 'mixed' {
  const types = new Set(rated.map((r) => r.type));
  const pool = types.size > 0 ? types : new Set(selected);
  return pool.size === 1 ? [...pool][0]! : 'mixed';
}

function scoreOn(scale: TMetricType | 'mixed', r: RawRating): number {
  if (scale !== 'mixed') return r.score;
  const [min, max] = RANGES[r.type];
  return 1 + (4 * (r.score - min)) / (max - min);
}

export function referenceFigures(list: RawRating[], scale: TMetricType | 'mixed') {
  const nps = list.filter((r) => r.type === 'nps');
  const others = list.filter((r) => r.type !== 'nps');
  const promoters = nps.filter((r) => r.score >= 9).length;
  const detractors = nps.filter((r) => r.score <= 6).length;
  return {
    count: list.length,
    average: list.length === 0 ? null : list.reduce((sum, r) => sum + scoreOn(scale, r), 0) / list.length,
    bad: list.filter((r) => r.outcome === 'bad').length,
    neutral: list.filter((r) => r.outcome === 'neutral').length,
    good: list.filter((r) => r.outcome === 'good').length,
    nps: nps.length === 0 ? null : ((promoters - detractors) / nps.length) * 100,
    promoters,
    passives: nps.length - promoters - detractors,
    detractors,
    csat:
      others.length === 0 ? null : (others.filter((r) => r.outcome === 'good').length / others.length) * 100,
  };
}

/** Ratings per score of a type, lowest score first. */
export function referenceCounts(list: RawRating[], type: TMetricType): number[] {
  const [min, max] = RANGES[type];
  const counts: number[] = [];
  for (let score = min; score <= max; score++) {
    counts.push(list.filter((r) => r.type === type && r.score === score).length);
  }
  return counts;
}

export const inBucket = (r: RawRating, b: TStatBucket) =>
  r.day >= b.from && r.day <= b.to && (b.hour === null || r.hour === b.hour);

/** Problems with a bucket list: gaps, overlaps, wrong starts, not covering the period. */
export function bucketProblems(
  buckets: TStatBucket[],
  from: string,
  to: string,
  granularity: string,
): string[] {
  const problems: string[] = [];
  const next = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  if (buckets[0]?.from !== from) problems.push(`first bucket starts ${buckets[0]?.from}`);
  if (buckets.at(-1)?.to !== to) problems.push(`last bucket ends ${buckets.at(-1)?.to}`);
  buckets.forEach((b, i) => {
    const before = buckets[i - 1];
    if (granularity === 'hour') {
      const expected = before ? (before.hour === 23 ? 0 : before.hour! + 1) : 0;
      if (b.hour !== expected || b.from !== b.to) problems.push(`hour bucket ${i} is ${b.from} ${b.hour}`);
      if (before && b.hour === 0 && b.from !== next(before.to)) problems.push(`day gap before ${b.from}`);
      return;
    }
    if (before && b.from !== next(before.to)) problems.push(`gap or overlap before ${b.from}`);
    if (i > 0 && granularity === 'week' && new Date(`${b.from}T00:00:00Z`).getUTCDay() !== 1)
      problems.push(`week ${b.from} is not a Monday`);
    if (i > 0 && granularity === 'month' && !b.from.endsWith('-01'))
      problems.push(`month ${b.from} is not a 1st`);
    if (granularity === 'day' && b.from !== b.to) problems.push(`day bucket ${b.from}..${b.to}`);
  });
  return problems;
}
