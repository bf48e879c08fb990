import { validateAnswer } from './survey-answers';
import { conditionOpsFor } from './survey-logic';
import { isMultipleChoice, isSelectQuestion } from './survey-question-kinds';
import { type TSurveyQuestion, ZSurveyQuestion } from './survey-questions';
import { SURVEY_RULE_MESSAGE_CODES as CODES, SURVEY_END } from './survey-rule-codes';
import { type TSurveyCondition, ZSurveyItemId } from './survey-rules';
import * as z from './zod';

/**
 * The ordered question list of a survey, e-NPS survey or quiz, with its logic checked as a whole:
 * ids are unique, a show/hide rule names only earlier questions, a jump's conditions name earlier
 * questions or its own, a jump goes forward, each operator suits the named question's type and
 * each value is one of its options or an answer it would accept.
 */

export const SURVEY_QUESTIONS_MAX = 200;

type Ctx = z.core.$RefinementCtx<TSurveyQuestion[]>;
type Path = (string | number)[];

/** The values a condition compares an answer with, and where each sits in the condition. */
function valuesOf(ref: TSurveyQuestion, c: TSurveyCondition): [string | number, Path][] {
  if (c.op === 'equals' || c.op === 'not_equals') return [[c.value, ['value']]];
  if (c.op === 'any_of') return c.values.map((v, j) => [v, ['values', j]]);
  if (c.op === 'contains' && isMultipleChoice(ref)) return [[c.value, ['value']]];
  return [];
}

function checkCondition(
  questions: TSurveyQuestion[],
  index: Map<string, number>,
  c: TSurveyCondition,
  at: { question: number; self: boolean; path: Path },
  ctx: Ctx,
) {
  const add = (message: string, tail: Path) =>
    ctx.addIssue({ code: 'custom', message, path: [...at.path, ...tail] });
  const refIndex = index.get(c.questionId);
  if (refIndex === undefined) return add(CODES.unknownQuestion, ['questionId']);
  if (refIndex > at.question || (refIndex === at.question && !at.self))
    return add(CODES.notEarlier, ['questionId']);
  const ref = questions[refIndex] as TSurveyQuestion;
  if (!conditionOpsFor(ref.type).includes(c.op)) return add(CODES.operator, ['op']);
  for (const [value, tail] of valuesOf(ref, c)) {
    if (isSelectQuestion(ref)) {
      if (!ref.answers.some((a) => a.id === value)) add(CODES.unknownOption, tail);
    } else if (!validateAnswer(ref, value, { required: false }).ok) add(CODES.value, tail);
  }
}

function checkLogic(questions: TSurveyQuestion[], ctx: Ctx) {
  const index = new Map<string, number>();
  questions.forEach((q, i) => {
    if (index.has(q.id)) ctx.addIssue({ code: 'custom', message: CODES.duplicateId, path: [i, 'id'] });
    else index.set(q.id, i);
  });
  questions.forEach((q, i) => {
    q.visibility?.conditions.forEach((c, j) => {
      checkCondition(
        questions,
        index,
        c,
        { question: i, self: false, path: [i, 'visibility', 'conditions', j] },
        ctx,
      );
    });
    q.jumps.forEach((jump, k) => {
      jump.conditions.forEach((c, j) => {
        checkCondition(
          questions,
          index,
          c,
          { question: i, self: true, path: [i, 'jumps', k, 'conditions', j] },
          ctx,
        );
      });
      const target = jump.to === SURVEY_END ? Number.POSITIVE_INFINITY : index.get(jump.to);
      if (target === undefined || target <= i)
        ctx.addIssue({ code: 'custom', message: CODES.jumpTarget, path: [i, 'jumps', k, 'to'] });
    });
  });
}

export const ZSurveyQuestionList = z.array(ZSurveyQuestion).max(SURVEY_QUESTIONS_MAX).superRefine(checkLogic);

/** The engine's view of a survey, e-NPS survey or quiz. */
export const ZSurveyForm = z.object({ questions: ZSurveyQuestionList });

/** A save of a customer's answers as sent: question id → raw answer (checked by validateSubmission). */
export const ZSurveyAnswerMap = z
  .record(ZSurveyItemId, z.unknown())
  .refine((answers) => Object.keys(answers).length <= SURVEY_QUESTIONS_MAX, { error: 'too_many_answers' });
export type TSurveyAnswerMap = z.infer<typeof ZSurveyAnswerMap>;
