import { ZMetricAnswer } from './metrics';
import { SURVEY_END } from './survey-rule-codes';
import * as z from './zod';

/**
 * The logic of a survey, e-NPS survey or quiz (one engine for all three): a question can be shown
 * or hidden by earlier answers, and a jump after a question skips ahead to a later one or to the
 * end. Which questions a condition may name and which values it may hold is checked with the whole
 * question list (survey-questions.ts); how conditions hold is survey-logic.ts.
 */

/**
 * Ids of questions and answer variants: the metric questions' rule (letters, digits, `_`, `-`),
 * except `__proto__`, which as a key of the answers object would reach its prototype.
 */
export const ZSurveyItemId = ZMetricAnswer.shape.id.refine((id) => id !== '__proto__', {
  error: 'reserved_id',
});

const ZConditionValue = z.union([z.string().trim().min(1).max(500), z.number()]);

/**
 * One test of an earlier answer.
 * - equals / not_equals: the answer is (is not) the value; not_equals also holds while unanswered.
 *   Text is compared without regard to case or surrounding spaces.
 * - contains: a multiple-choice answer includes the option id, or a text answer includes the
 *   value (case-insensitive).
 * - any_of: the answer is one of the values (a multiple-choice answer: any chosen option is).
 * - answered / not_answered.
 * - lt, lte, gt, gte: a numeric answer (rate, rate_enps, text_number) compared with the value;
 *   false while unanswered.
 */
export const ZSurveyCondition = z.discriminatedUnion('op', [
  z.object({ questionId: ZSurveyItemId, op: z.enum(['equals', 'not_equals']), value: ZConditionValue }),
  z.object({
    questionId: ZSurveyItemId,
    op: z.literal('contains'),
    value: z.string().trim().min(1).max(500),
  }),
  z.object({
    questionId: ZSurveyItemId,
    op: z.literal('any_of'),
    values: z.array(ZConditionValue).min(1).max(50),
  }),
  z.object({ questionId: ZSurveyItemId, op: z.enum(['answered', 'not_answered']) }),
  z.object({ questionId: ZSurveyItemId, op: z.enum(['lt', 'lte', 'gt', 'gte']), value: z.number() }),
]);
export type TSurveyCondition = z.infer<typeof ZSurveyCondition>;
export type TSurveyConditionOp = TSurveyCondition['op'];

/** Conditions combined: all of them must hold, or any one. */
const conditionGroup = {
  match: z.enum(['all', 'any']).default('all'),
  conditions: z.array(ZSurveyCondition).min(1).max(20),
};

/** show: the question is asked only when the conditions hold; hide: it is skipped when they hold. */
export const ZSurveyVisibility = z.object({ action: z.enum(['show', 'hide']), ...conditionGroup });
export type TSurveyVisibility = z.infer<typeof ZSurveyVisibility>;

/**
 * After its question, the first jump whose conditions hold skips every question before `to` (a
 * later question) or ends the survey (`to: SURVEY_END`). Its conditions may name the question it
 * belongs to.
 */
export const ZSurveyJump = z.object({
  ...conditionGroup,
  to: z.union([z.literal(SURVEY_END), ZSurveyItemId]),
});
export type TSurveyJump = z.infer<typeof ZSurveyJump>;
