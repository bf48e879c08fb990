import { metricOutcome, metricScoreRange, type TMetricType } from '@guestloop/contracts';
import type { chartColors } from '@/lib/chart-colors';

/** A #rrggbb colour at `alpha` (0–1); other colours stay as they are. */
function withAlpha(color: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  return `${color}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

/**
 * One colour per score of a type, `min` first: its outcome's colour, the deeper the farther the
 * score is from the middle of the scale (1 ★ darker than 2 ★, 5 ★ darker than 4 ★), so stacked
 * scores of one outcome stay apart.
 */
export function scoreColors(type: TMetricType, colors: ReturnType<typeof chartColors>): string[] {
  const { min, max } = metricScoreRange(type);
  const middle = (min + max) / 2;
  const scores = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return scores.map((score) => {
    const outcome = metricOutcome(type, score);
    const group = scores
      .filter((other) => metricOutcome(type, other) === outcome)
      .sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle));
    const step = group.indexOf(score);
    const alpha = group.length === 1 ? 1 : 0.45 + (0.55 * step) / (group.length - 1);
    return withAlpha(colors[outcome], alpha);
  });
}
