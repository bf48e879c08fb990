import type { TQuestionType } from './enums';
import type { TValidationIssue } from './errors';
import { isEmptyAnswer, type TAnswerIssue, type TSurveyAnswerValue, validateAnswer } from './survey-answers';
import { isSelectQuestion } from './survey-question-kinds';
import type { TSurveyQuestion } from './survey-questions';
import { SURVEY_END } from './survey-rule-codes';
import type { TSurveyCondition, TSurveyConditionOp, TSurveyJump } from './survey-rules';

/**
 * Which questions a customer is asked, given their answers so far, and whether a save of those
 * answers is acceptable. Runs in the browser to show the form and again on the server, so a
 * crafted request cannot answer a question the logic hides.
 */

/** What the engine needs of a survey, e-NPS survey or quiz: its questions, in order. */
export interface TSurveyForm {
  questions: readonly TSurveyQuestion[];
}

/** Answers as sent: question id → raw answer. */
export type TRawAnswers = Readonly<Record<string, unknown>>;
/** Answers as stored: only answered, valid, visible questions. */
export type TSurveyAnswers = Record<string, TSurveyAnswerValue>;

export interface TSubmissionIssue extends TAnswerIssue {
  questionId: string;
}

export interface TSubmissionCheck {
  ok: boolean;
  answers: TSurveyAnswers;
  issues: TSubmissionIssue[];
  visibleQuestionIds: string[];
}

const OPS = {
  choice: ['equals', 'not_equals', 'any_of', 'answered', 'not_answered'],
  choices: ['contains', 'any_of', 'answered', 'not_answered'],
  number: ['equals', 'not_equals', 'any_of', 'lt', 'lte', 'gt', 'gte', 'answered', 'not_answered'],
  text: ['equals', 'not_equals', 'contains', 'any_of', 'answered', 'not_answered'],
  moment: ['equals', 'not_equals', 'any_of', 'answered', 'not_answered'],
} as const satisfies Record<string, readonly TSurveyConditionOp[]>;

const KIND: Record<TQuestionType, keyof typeof OPS> = {
  select_single: 'choice',
  select_single_card: 'choice',
  dropdown: 'choice',
  checkboxes: 'choices',
  select_multiple: 'choices',
  rate: 'number',
  rate_enps: 'number',
  text_number: 'number',
  text_short: 'text',
  text_long: 'text',
  text_email: 'text',
  text_phone_number: 'text',
  text_url: 'text',
  date_only: 'moment',
  time_only: 'moment',
};

/** The operators a condition on a question of this type may use (what the editor offers). */
export function conditionOpsFor(type: TQuestionType): readonly TSurveyConditionOp[] {
  return OPS[KIND[type]];
}

const fold = (text: string) => text.normalize('NFC').toLowerCase();

/** A condition's value in the form answers are stored in (a phone's digits, a padded time…). */
function asAnswer(q: TSurveyQuestion, value: string | number): string | number {
  if (isSelectQuestion(q)) return value;
  const check = validateAnswer(q, value, { required: false });
  return check.ok && (typeof check.value === 'string' || typeof check.value === 'number')
    ? check.value
    : value;
}

function isValue(q: TSurveyQuestion, answer: TSurveyAnswerValue | null, value: string | number): boolean {
  if (answer === null) return false;
  if (Array.isArray(answer)) return answer.includes(String(value));
  const wanted = asAnswer(q, value);
  if (typeof answer === 'number' || typeof wanted === 'number') return answer === wanted;
  return isSelectQuestion(q) ? answer === wanted : fold(answer) === fold(wanted);
}

function holds(q: TSurveyQuestion, answer: TSurveyAnswerValue | null, c: TSurveyCondition): boolean {
  switch (c.op) {
    case 'equals':
      return isValue(q, answer, c.value);
    case 'not_equals':
      return !isValue(q, answer, c.value);
    case 'any_of':
      return c.values.some((value) => isValue(q, answer, value));
    case 'contains':
      if (Array.isArray(answer)) return answer.includes(c.value);
      return typeof answer === 'string' && fold(answer).includes(fold(c.value));
    case 'answered':
      return answer !== null;
    case 'not_answered':
      return answer === null;
    case 'lt':
      return typeof answer === 'number' && answer < c.value;
    case 'lte':
      return typeof answer === 'number' && answer <= c.value;
    case 'gt':
      return typeof answer === 'number' && answer > c.value;
    case 'gte':
      return typeof answer === 'number' && answer >= c.value;
  }
}

type Group = Pick<TSurveyJump, 'match' | 'conditions'>;

/** Every valid, non-empty answer of the form's questions, in stored form; the rest are ignored. */
function normalize(form: TSurveyForm, answers: TRawAnswers): Map<string, TSurveyAnswerValue> {
  const given = new Map<string, TSurveyAnswerValue>();
  for (const q of form.questions) {
    if (!Object.hasOwn(answers, q.id)) continue;
    const check = validateAnswer(q, answers[q.id], { required: false });
    if (check.ok && check.value !== null) given.set(q.id, check.value);
  }
  return given;
}

/**
 * The questions asked, in order: a question whose show rule fails or whose hide rule holds is
 * skipped; after each asked question its first jump that holds skips ahead to its target or ends
 * the form. Conditions read only the answers of questions that were asked, so an answer left behind
 * on a question hidden since then (or an invalid one) counts as not answered.
 */
export function visibleQuestions(form: TSurveyForm, answers: TRawAnswers): TSurveyQuestion[] {
  const given = normalize(form, answers);
  const byId = new Map(form.questions.map((q) => [q.id, q]));
  const asked = new Map<string, TSurveyAnswerValue>();
  const groupHolds = ({ match, conditions }: Group) => {
    const test = (c: TSurveyCondition) => {
      const q = byId.get(c.questionId);
      return q !== undefined && holds(q, asked.get(c.questionId) ?? null, c);
    };
    return match === 'all' ? conditions.every(test) : conditions.some(test);
  };
  const visible: TSurveyQuestion[] = [];
  let skipTo: string | null = null;
  for (const q of form.questions) {
    if (skipTo !== null && q.id !== skipTo) continue;
    skipTo = null;
    if (q.visibility && groupHolds(q.visibility) !== (q.visibility.action === 'show')) continue;
    visible.push(q);
    const answer = given.get(q.id);
    if (answer !== undefined) asked.set(q.id, answer);
    const jump = q.jumps.find(groupHolds);
    if (jump?.to === SURVEY_END) break;
    if (jump) skipTo = jump.to;
  }
  return visible;
}

/**
 * Checks a save of a customer's answers. Every answer must belong to a question of the form
 * (UNKNOWN_QUESTION) that the logic shows for these very answers (HIDDEN_QUESTION; an empty
 * answer to a hidden question is dropped), and pass its question's checks. Required questions are
 * enforced only on the `final` submission: an intermediate save may be partial. `answers` in the
 * result holds the stored form of the valid, non-empty ones.
 */
export function validateSubmission(
  form: TSurveyForm,
  answers: TRawAnswers,
  { final }: { final: boolean },
): TSubmissionCheck {
  const issues: TSubmissionIssue[] = [];
  const known = new Set(form.questions.map((q) => q.id));
  for (const id of Object.keys(answers)) {
    if (!known.has(id))
      issues.push({ questionId: id, code: 'UNKNOWN_QUESTION', message: 'Not a question of this form' });
  }
  const visible = visibleQuestions(form, answers);
  const shown = new Set(visible.map((q) => q.id));
  const stored: TSurveyAnswers = {};
  for (const q of form.questions) {
    const raw = Object.hasOwn(answers, q.id) ? answers[q.id] : undefined;
    if (!shown.has(q.id)) {
      if (!isEmptyAnswer(raw))
        issues.push({ questionId: q.id, code: 'HIDDEN_QUESTION', message: 'This question is not asked' });
      continue;
    }
    const check = validateAnswer(q, raw, { required: final && q.required });
    if (!check.ok) issues.push(...check.issues.map((i) => ({ questionId: q.id, ...i })));
    else if (check.value !== null) stored[q.id] = check.value;
  }
  return { ok: issues.length === 0, answers: stored, issues, visibleQuestionIds: visible.map((q) => q.id) };
}

/** The issues as an error's details: `<prefix>.<questionId>` with the answer-issue code. */
export function submissionIssueDetails(
  issues: TSubmissionIssue[],
  prefix = 'body.answers',
): TValidationIssue[] {
  return issues.map((i) => ({ path: `${prefix}.${i.questionId}`, code: i.code, message: i.message }));
}
