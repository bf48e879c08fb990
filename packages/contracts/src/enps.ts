import { ENPS_MAX, ENPS_MIN } from './survey-question-limits';

/**
 * e-NPS (employee Net Promoter Score) figures and the anonymity rule that protects the employees
 * who answer. The answers are rate_enps answers: whole numbers 0–10.
 */

export type TEnpsCategory = 'promoter' | 'passive' | 'detractor';

export interface TEnpsCounts {
  promoters: number;
  passives: number;
  detractors: number;
}

export interface TEnpsSummary extends TEnpsCounts {
  responses: number;
  /** −100 to 100; null without responses. */
  score: number | null;
}

/** 9–10 promoter, 7–8 passive, 0–6 detractor. Anything else is not an e-NPS answer (RangeError). */
export function enpsCategory(score: number): TEnpsCategory {
  if (!Number.isInteger(score) || score < ENPS_MIN || score > ENPS_MAX)
    throw new RangeError(`Not an e-NPS answer: ${score}`);
  return score >= 9 ? 'promoter' : score >= 7 ? 'passive' : 'detractor';
}

/**
 * The score: % promoters − % detractors of all responses, rounded to a whole number, halves away
 * from zero (12.5 → 13, −12.5 → −13) so a result and its mirror image round alike.
 */
export function enpsFromCounts({ promoters, passives, detractors }: TEnpsCounts): TEnpsSummary {
  for (const n of [promoters, passives, detractors]) {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a count: ${n}`);
  }
  const responses = promoters + passives + detractors;
  if (responses === 0) return { promoters, passives, detractors, responses, score: null };
  const exact = ((promoters - detractors) * 100) / responses;
  const score = Math.sign(exact) * Math.round(Math.abs(exact)) || 0;
  return { promoters, passives, detractors, responses, score };
}

export function enpsFromScores(scores: Iterable<number>): TEnpsSummary {
  const counts: TEnpsCounts = { promoters: 0, passives: 0, detractors: 0 };
  for (const score of scores) {
    const category = enpsCategory(score);
    counts[category === 'promoter' ? 'promoters' : category === 'passive' ? 'passives' : 'detractors'] += 1;
  }
  return enpsFromCounts(counts);
}

// ---- Anonymity ----

/** No figure is shown for fewer respondents than this, whatever the company chooses. */
export const ANONYMITY_THRESHOLD_MIN = 3;
export const ANONYMITY_THRESHOLD_DEFAULT = 5;

/** The threshold in force: the default when none is set, never below the minimum, whole. */
export function anonymityThreshold(threshold?: number | null): number {
  if (threshold === null || threshold === undefined || !Number.isFinite(threshold))
    return ANONYMITY_THRESHOLD_DEFAULT;
  return Math.max(ANONYMITY_THRESHOLD_MIN, Math.ceil(threshold));
}

/** Whether a figure over `count` respondents (a total, a comment list…) may be shown. */
export function isReportable(count: number, threshold?: number | null): boolean {
  return count >= anonymityThreshold(threshold);
}

export interface TGroupVisibility<T> {
  visible: T[];
  hidden: T[];
  threshold: number;
}

/**
 * Which groups of one breakdown (departments, locations…; `count` = respondents) may be shown
 * beside the breakdown's total:
 * 1. a group with fewer respondents than the threshold is hidden;
 * 2. then, while exactly one group is hidden, or the hidden groups together hold some but fewer
 *    respondents than the threshold, the smallest visible group is hidden too (ties: the first
 *    given). Otherwise the total minus the visible groups would give the hidden ones away.
 * Hidden groups that together hold no respondent at all reveal no answer, so two empty groups
 * stay hidden without taking a third with them. The total itself is shown only if `isReportable`.
 * Groups keep the order they were given in.
 */
export function visibleGroups<T extends { count: number }>(
  groups: readonly T[],
  threshold?: number | null,
): TGroupVisibility<T> {
  const limit = anonymityThreshold(threshold);
  const hidden = new Set<number>();
  groups.forEach((g, i) => {
    if (g.count < limit) hidden.add(i);
  });
  const smallestFirst = groups
    .map((g, i) => ({ count: g.count, i }))
    .sort((a, b) => a.count - b.count || a.i - b.i);
  const hiddenSum = () => [...hidden].reduce((sum, i) => sum + (groups[i] as T).count, 0);
  while (hidden.size < groups.length && (hidden.size === 1 || (hiddenSum() > 0 && hiddenSum() < limit))) {
    const next = smallestFirst.find(({ i }) => !hidden.has(i));
    if (!next) break;
    hidden.add(next.i);
  }
  return {
    visible: groups.filter((_, i) => !hidden.has(i)),
    hidden: groups.filter((_, i) => hidden.has(i)),
    threshold: limit,
  };
}
