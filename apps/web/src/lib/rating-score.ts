import { metricScoreRange, type TMetricOutcome, type TMetricType } from '@guestloop/contracts';

/** The top of a metric's scale: a score reads "2 of 5" (stars), "6 of 10" (NPS), "1 of 3" (faces). */
export const scaleMax = (type: TMetricType) => metricScoreRange(type).max;

/** The icon beside a score, by the metric's scale. */
export const SCALE_ICON: Record<TMetricType, string> = {
  stars: 'pi pi-star-fill',
  nps: 'pi pi-gauge',
  faces: 'pi pi-face-smile',
};

/** `score/max` as a short mark (digits read the same in every language the console speaks). */
export const shortScore = (type: TMetricType, score: number) => `${score}/${scaleMax(type)}`;

/** The CSS modifier of a score's chip: red for bad, amber for neutral, green for good. */
export const outcomeTone = (outcome: TMetricOutcome | undefined) => outcome ?? 'neutral';
