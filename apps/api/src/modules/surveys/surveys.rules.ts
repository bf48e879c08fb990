import type { TSurveyContent, TSurveyKind, TSurveyQuestion } from '@guestloop/contracts';
import { AppError } from '../../lib/errors';

/**
 * What each kind requires of its questions beyond the question engine's own checks: an e-NPS
 * survey always has exactly one rate_enps question (its score is the survey's point), and a
 * question that another question's show/hide rule or jump names cannot be deleted.
 */

const enpsCount = (questions: readonly TSurveyQuestion[]) =>
  questions.filter((q) => q.type === 'rate_enps').length;

/** 400 VALIDATION_FAILED at `path` when an e-NPS survey's content does not keep one rate_enps question. */
export function checkKindContent(kind: TSurveyKind, content: TSurveyContent, path: string): void {
  if (kind !== 'enps') return;
  const found = enpsCount(content.questions);
  if (found === 1) return;
  throw new AppError(400, 'VALIDATION_FAILED', 'An e-NPS survey has exactly one rate_enps question', [
    {
      path,
      code: found === 0 ? 'enps_question_missing' : 'enps_question_duplicate',
      message: `An e-NPS survey has exactly one rate_enps question (found ${found})`,
    },
  ]);
}

export interface QuestionReference {
  path: string;
  code: 'question_in_rule' | 'question_in_jump';
  message: string;
  /** The question whose rule or jump names the one to delete. */
  questionId: string;
  title: string;
}

/** Every show/hide rule and jump of another question that names `questionId`. */
export function referencesTo(questions: readonly TSurveyQuestion[], questionId: string): QuestionReference[] {
  const found: QuestionReference[] = [];
  questions.forEach((q, i) => {
    if (q.id === questionId) return;
    const named = (conditions: readonly { questionId: string }[]) =>
      conditions.some((c) => c.questionId === questionId);
    if (q.visibility && named(q.visibility.conditions)) {
      found.push({
        path: `content.questions.${i}.visibility`,
        code: 'question_in_rule',
        message: `The show/hide rule of question "${q.id}" names it`,
        questionId: q.id,
        title: q.title,
      });
    }
    q.jumps.forEach((jump, k) => {
      if (jump.to !== questionId && !named(jump.conditions)) return;
      found.push({
        path: `content.questions.${i}.jumps.${k}`,
        code: 'question_in_jump',
        message: `A jump of question "${q.id}" names it`,
        questionId: q.id,
        title: q.title,
      });
    });
  });
  return found;
}

/** The question may go: 409 CONFLICT when it is the e-NPS question or another question names it. */
export function checkDeletable(
  kind: TSurveyKind,
  questions: readonly TSurveyQuestion[],
  question: TSurveyQuestion,
) {
  if (kind === 'enps' && question.type === 'rate_enps') {
    throw new AppError(409, 'CONFLICT', 'The e-NPS question of an e-NPS survey cannot be deleted', [
      { path: 'params.questionId', code: 'enps_question_required', message: 'The e-NPS question stays' },
    ]);
  }
  const references = referencesTo(questions, question.id);
  if (references.length > 0) {
    throw new AppError(
      409,
      'CONFLICT',
      `Other questions name this one: ${[...new Set(references.map((r) => r.questionId))].join(', ')}`,
      references,
    );
  }
}
