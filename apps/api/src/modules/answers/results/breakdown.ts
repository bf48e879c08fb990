import {
  ENPS_MAX,
  ENPS_MIN,
  enpsFromScores,
  isEmptyAnswer,
  type TEnpsBreakdown,
  type TSurveyQuestion,
  visibleGroups,
} from '@guestloop/contracts';

/**
 * The e-NPS score per variant of a single-choice question ("Your team"), over the whole survey.
 * The respondents who skipped the question form a group of their own (leaving it out would let
 * the total minus the groups give it away); every group under the threshold is hidden, and so is
 * any group that would let a hidden one be worked out by subtraction (`visibleGroups`).
 */

export const BREAKDOWN_TYPES = ['select_single', 'select_single_card', 'dropdown'] as const;

export function canBreakDownBy(q: TSurveyQuestion): boolean {
  return (BREAKDOWN_TYPES as readonly string[]).includes(q.type);
}

const enpsScoreOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= ENPS_MIN && value <= ENPS_MAX
    ? value
    : null;

export function enpsBreakdown(
  by: TSurveyQuestion,
  enpsQuestion: TSurveyQuestion | undefined,
  rows: readonly { answers: Record<string, unknown> }[],
  threshold: number,
  noAnswerLabel: string,
): TEnpsBreakdown {
  const variants: { id: string | null; label: string }[] = [
    ...by.answers.map((a) => ({ id: a.id, label: a.label })),
    { id: null, label: noAnswerLabel },
  ];
  const scores = new Map<string | null, number[]>(variants.map((v) => [v.id, []]));
  for (const row of enpsQuestion ? rows : []) {
    const score = enpsScoreOf(row.answers[enpsQuestion!.id]);
    if (score === null) continue;
    const raw = row.answers[by.id];
    const id = isEmptyAnswer(raw) || !scores.has(String(raw)) ? null : String(raw);
    scores.get(id)!.push(score);
  }
  const groups = variants.map((v) => ({ ...v, count: scores.get(v.id)!.length }));
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  const hidden = total < threshold;
  const visible = new Set(hidden ? [] : visibleGroups(groups, threshold).visible.map((g) => g.id));
  return {
    questionId: by.id,
    title: by.title,
    enpsQuestionId: enpsQuestion?.id ?? null,
    threshold,
    hidden,
    groups: groups
      // An empty "no answer" group is no group at all.
      .filter((g) => g.id !== null || g.count > 0)
      .map((g) =>
        visible.has(g.id)
          ? {
              id: g.id,
              label: g.label,
              hidden: false,
              count: g.count,
              score: enpsFromScores(scores.get(g.id)!).score,
            }
          : { id: g.id, label: g.label, hidden: true, count: null, score: null },
      ),
  };
}
