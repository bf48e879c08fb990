import { metricOutcome, metricScoreRange, type TMetricOutcome, type TMetricType } from '@guestloop/contracts';

/** The scores of a type that give the outcome, as "1–2" or "3". */
export function outcomeScores(type: TMetricType, outcome: TMetricOutcome): string {
  const { min, max } = metricScoreRange(type);
  const scores: number[] = [];
  for (let score = min; score <= max; score++) if (metricOutcome(type, score) === outcome) scores.push(score);
  const first = scores[0];
  const last = scores[scores.length - 1];
  return first === last ? String(first) : `${first}–${last}`;
}

/** A score that gives the outcome (the preview shows it as chosen). */
export function scoreOf(type: TMetricType, outcome: TMetricOutcome): number {
  const { min, max } = metricScoreRange(type);
  for (let score = max; score >= min; score--) if (metricOutcome(type, score) === outcome) return score;
  return max;
}
