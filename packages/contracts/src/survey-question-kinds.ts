import { SELECT_QUESTION_TYPES } from './enums';
import type { TSelectQuestion, TSurveyQuestion, TSurveyQuestionOf } from './survey-questions';

/** Which kind of answer a question takes, without zod: the guest pages' answering code asks. */

export function isSelectQuestion(q: TSurveyQuestion): q is TSelectQuestion {
  return (SELECT_QUESTION_TYPES as readonly string[]).includes(q.type);
}

export function isMultipleChoice(
  q: TSurveyQuestion,
): q is TSurveyQuestionOf<'checkboxes' | 'select_multiple'> {
  return q.type === 'checkboxes' || q.type === 'select_multiple';
}
