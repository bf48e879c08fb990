import {
  conditionOpsFor,
  isSelectQuestion,
  newSurveyQuestion,
  SURVEY_END,
  type TQuestionType,
  type TSurveyCondition,
  type TSurveyConditionOp,
  type TSurveyKind,
  type TSurveyQuestion,
  visibleQuestions,
} from '@guestloop/contracts';
import { newItemId } from './survey-form-model';

/**
 * What the builder does to a question list, apart from the screen: new questions, copies,
 * deletions that take their rules along, and what a rule may name.
 */

/** A new question of the type, titled and with its variants named in the editor's words. */
export function makeQuestion(
  type: TQuestionType,
  title: string,
  optionLabel: (number: number) => string,
): TSurveyQuestion {
  const question = newSurveyQuestion(type, newItemId('q'), title);
  return isSelectQuestion(question)
    ? {
        ...question,
        answers: question.answers.map((answer, i) => ({ ...answer, label: optionLabel(i + 1) })),
      }
    : question;
}

/** A copy with an id of its own, placed by the caller right after the original. */
export function copyQuestion(question: TSurveyQuestion): TSurveyQuestion {
  return { ...structuredClone(question), id: newItemId('q') };
}

/** The e-NPS question is what an e-NPS survey measures: it stays. */
export function canDelete(kind: TSurveyKind, question: TSurveyQuestion): boolean {
  return !(kind === 'enps' && question.type === 'rate_enps');
}

/** The types offered by "Add a question": an e-NPS survey has one e-NPS question. */
export function addableTypes(
  kind: TSurveyKind,
  questions: readonly TSurveyQuestion[],
  all: readonly TQuestionType[],
): TQuestionType[] {
  const hasEnps = questions.some((q) => q.type === 'rate_enps');
  return all.filter((type) => !(kind === 'enps' && type === 'rate_enps' && hasEnps));
}

/** How many conditions and jumps of the other questions name this one (or jump to it). */
export function rulesUsing(questions: readonly TSurveyQuestion[], id: string): number {
  let count = 0;
  for (const q of questions) {
    if (q.id === id) continue;
    count += q.visibility?.conditions.filter((c) => c.questionId === id).length ?? 0;
    for (const jump of q.jumps) {
      count += jump.conditions.filter((c) => c.questionId === id).length;
      if (jump.to === id) count += 1;
    }
  }
  return count;
}

/**
 * The list without the question, and without whatever named it: its conditions go, a rule left
 * with none goes, and so does a jump to it.
 */
export function withoutQuestion(questions: readonly TSurveyQuestion[], id: string): TSurveyQuestion[] {
  const keep = (c: TSurveyCondition) => c.questionId !== id;
  return questions
    .filter((q) => q.id !== id)
    .map((q) => {
      const conditions = q.visibility?.conditions.filter(keep) ?? [];
      const visibility = q.visibility && conditions.length ? { ...q.visibility, conditions } : null;
      const jumps = q.jumps
        .filter((jump) => jump.to !== id)
        .map((jump) => ({ ...jump, conditions: jump.conditions.filter(keep) }))
        .filter((jump) => jump.conditions.length > 0);
      return { ...q, visibility, jumps };
    });
}

/** The questions a show/hide rule of question `index` may name: only those before it. */
export function ruleCandidates(questions: readonly TSurveyQuestion[], index: number): TSurveyQuestion[] {
  return questions.slice(0, index);
}

/** The questions a jump after question `index` may test: those before it and itself. */
export function jumpConditionCandidates(questions: readonly TSurveyQuestion[], index: number) {
  return questions.slice(0, index + 1);
}

/** Where a jump after question `index` may go: a later question or the end. */
export function jumpTargets(questions: readonly TSurveyQuestion[], index: number): string[] {
  return [...questions.slice(index + 1).map((q) => q.id), SURVEY_END];
}

/** The scale of a rate or e-NPS question, or null for the other types. */
export function scaleOf(question: TSurveyQuestion): number[] | null {
  const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
  if (question.type === 'rate_enps') return range(0, 10);
  if (question.type === 'rate') {
    const { min, max } = question.data.options;
    return Number.isInteger(min) && Number.isInteger(max) && min < max ? range(min, max) : null;
  }
  return null;
}

/** A condition on the question with the operator, with a value ready to be changed. */
export function newCondition(ref: TSurveyQuestion, op?: TSurveyConditionOp): TSurveyCondition {
  const chosen = op ?? conditionOpsFor(ref.type)[0] ?? 'answered';
  const questionId = ref.id;
  const first: string | number = isSelectQuestion(ref)
    ? (ref.answers[0]?.id ?? '')
    : (scaleOf(ref)?.at(-1) ?? (ref.type === 'text_number' ? 0 : ''));
  switch (chosen) {
    case 'answered':
    case 'not_answered':
      return { questionId, op: chosen };
    case 'any_of':
      return { questionId, op: chosen, values: first === '' ? [] : [first] };
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return { questionId, op: chosen, value: typeof first === 'number' ? first : 0 };
    case 'contains':
      return { questionId, op: chosen, value: String(first) };
    default:
      return { questionId, op: chosen, value: first };
  }
}

/**
 * The questions a guest who has answered nothing yet is asked, in order (the preview's sample).
 * A rule still being written may not hold together: then every question shows.
 */
export function questionsAskedFirst(questions: readonly TSurveyQuestion[]): TSurveyQuestion[] {
  try {
    return visibleQuestions({ questions }, {});
  } catch {
    return [...questions];
  }
}
