import { SELECT_QUESTION_TYPES, type TQuestionResult, visibleGroups } from '@guestloop/contracts';
import { localDay, weekStart } from './clock';

/**
 * What an e-NPS result may show without giving an employee's answer away (decisions.md "e-NPS
 * anonymity"): no figure over fewer respondents than the threshold, and no narrowed view that
 * another view could be subtracted from to isolate a small group.
 */

/** A question answered by fewer than the threshold keeps its count and loses every figure and word. */
export function withoutSmallFigures(results: TQuestionResult[], threshold: number): TQuestionResult[] {
  return results.map((r) =>
    r.answered >= threshold
      ? r
      : { ...r, options: null, average: null, enps: null, words: null, correctShare: null },
  );
}

/**
 * A select question's options are groups too ("Your team"): an option chosen by fewer than the
 * threshold is left out of the card, with the ones subtraction from the question's count would
 * give away (options nobody chose reveal nothing and stay).
 */
export function withoutSmallOptions(results: TQuestionResult[], threshold: number): TQuestionResult[] {
  const selectTypes: readonly string[] = SELECT_QUESTION_TYPES;
  return results.map((r) => {
    if (!r.options || !selectTypes.includes(r.type)) return r;
    const { hidden } = visibleGroups(
      r.options.filter((o) => o.count > 0),
      threshold,
    );
    if (hidden.length === 0) return r;
    const gone = new Set(hidden.map((o) => o.id));
    return { ...r, options: r.options.filter((o) => !gone.has(o.id)) };
  });
}

export interface CellAnswer {
  finishedAt: Date;
  locationId: string | null;
}

/** The cell an answer counts in: its week on the company's clock and the location it was given at. */
export const cellOf = (answer: CellAnswer, timeZone: string) =>
  `${weekStart(localDay(answer.finishedAt, timeZone))}|${answer.locationId ?? ''}`;

/**
 * The cells of the survey (week × location) that hold answers but may not be shown on their own:
 * those under the threshold and, by complementary suppression, those that would give them away.
 */
export function hiddenCells(
  answers: readonly CellAnswer[],
  timeZone: string,
  threshold: number,
): Set<string> {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const cell = cellOf(a, timeZone);
    counts.set(cell, (counts.get(cell) ?? 0) + 1);
  }
  const groups = [...counts].map(([cell, count]) => ({ cell, count }));
  return new Set(visibleGroups(groups, threshold).hidden.map((g) => g.cell));
}

/**
 * A narrowed view (a period, a location) is shown only when it is made of visible cells alone:
 * two such views then differ by visible cells, and the whole survey differs from one by all the
 * hidden cells together, which hold no answer or at least the threshold.
 */
export function isViewShowable(
  view: readonly CellAnswer[],
  hidden: ReadonlySet<string>,
  timeZone: string,
  threshold: number,
): boolean {
  return view.length >= threshold && view.every((a) => !hidden.has(cellOf(a, timeZone)));
}
