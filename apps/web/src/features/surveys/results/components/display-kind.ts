import { CLOUD_QUESTION_TYPES, SELECT_QUESTION_TYPES, type TQuestionType } from '@guestloop/contracts';

/**
 * How a question's summary is drawn (SPEC point 3): a diagram for the select types, rate and
 * rate_enps; a cloud for the free texts; an average for numbers; the others live in the table
 * of answers, which every type has.
 */
export type SummaryKind = 'options' | 'rate' | 'enps' | 'cloud' | 'number' | 'table';

const isIn = (list: readonly string[], type: string) => list.includes(type);

export function summaryKindOf(type: TQuestionType): SummaryKind {
  if (isIn(SELECT_QUESTION_TYPES, type)) return 'options';
  if (type === 'rate') return 'rate';
  if (type === 'rate_enps') return 'enps';
  if (isIn(CLOUD_QUESTION_TYPES, type)) return 'cloud';
  if (type === 'text_number') return 'number';
  return 'table';
}

/** A question's own text inside a sentence or heading of the page, in its own direction. */
export const isolated = (text: string) => `\u2068${text}\u2069`;
