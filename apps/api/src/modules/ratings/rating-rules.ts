import {
  isMetricScore,
  metricScoreRange,
  RATING_ALERT_COMMENT_MAX,
  type TMetricContent,
  type TMetricOutcome,
  type TMetricType,
  type TRatingAlert,
  type TRatingAnswer,
  type TValidationIssue,
} from '@guestloop/contracts';
import { AppError } from '../../lib/errors';
import type { OrderRow } from '../orders';
import type { RatingRow } from './ratings.repo';

/** The checks a rating passes before it is stored, and the shapes it is told in. */

export function invalid(message: string, issues: TValidationIssue[]): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message, issues);
}

export function checkScore(type: TMetricType, score: number): void {
  if (isMetricScore(type, score)) return;
  const { min, max } = metricScoreRange(type);
  throw new AppError(400, 'SCORE_OUT_OF_RANGE', `A ${type} score is from ${min} to ${max}`, { min, max });
}

/**
 * The chosen answer variants, checked against the metric's questions: each question once, only
 * its own variants, one variant unless it takes several, and every required question answered.
 * Answers without a variant are dropped; repeated variants are kept once.
 */
export function checkAnswers(content: TMetricContent, answers: TRatingAnswer[]): TRatingAnswer[] {
  const questions = new Map(content.questions.map((q) => [q.id, q]));
  const issues: TValidationIssue[] = [];
  const kept: TRatingAnswer[] = [];
  const seen = new Set<string>();
  answers.forEach((answer, index) => {
    const path = `body.answers.${index}`;
    const question = questions.get(answer.questionId);
    if (!question || seen.has(answer.questionId)) {
      issues.push({
        path: `${path}.questionId`,
        code: 'invalid_value',
        message: 'Not a question of this metric',
      });
      return;
    }
    seen.add(answer.questionId);
    const variants = new Set(question.answers.map((a) => a.id));
    const chosen = [...new Set(answer.answerIds)];
    if (chosen.some((id) => !variants.has(id))) {
      issues.push({
        path: `${path}.answerIds`,
        code: 'invalid_value',
        message: 'Not an answer of this question',
      });
    } else if (!question.data.options.multiple && chosen.length > 1) {
      issues.push({ path: `${path}.answerIds`, code: 'too_big', message: 'This question takes one answer' });
    } else if (chosen.length > 0) {
      kept.push({ questionId: answer.questionId, answerIds: chosen });
    }
  });
  for (const question of content.questions) {
    const answered = kept.some((a) => a.questionId === question.id);
    if (question.data.options.required && question.answers.length > 0 && !answered) {
      issues.push({ path: 'body.answers', code: 'required', message: `Answer "${question.title}"` });
    }
  }
  if (issues.length > 0) throw invalid('Some answers do not fit the metric', issues);
  return kept;
}

/** Order statuses after which the guest has had the food: rating is offered from then on. */
const HANDED_OVER = new Set(['served', 'delivered', 'closed']);

/** An order can be rated once it was served (delivered) or paid, unless it was cancelled. */
export function isOrderRateable(order: Pick<OrderRow, 'status' | 'paid'>): boolean {
  return order.status !== 'cancelled' && (order.paid || HANDED_OVER.has(order.status));
}

export interface OrderLineView {
  lineIndex: number;
  itemId: string | null;
  title: string;
}

/** The order's lines as the guest scores them (the snapshot taken when it was placed). */
export function orderLines(order: Pick<OrderRow, 'lines'>): OrderLineView[] {
  return (order.lines as { itemId?: unknown; title?: unknown }[]).map((line, lineIndex) => ({
    lineIndex,
    itemId: typeof line?.itemId === 'string' ? line.itemId : null,
    title: typeof line?.title === 'string' ? line.title : '',
  }));
}

export function commentExcerpt(comment: string | null): string | null {
  if (!comment) return null;
  return comment.length <= RATING_ALERT_COMMENT_MAX
    ? comment
    : `${comment.slice(0, RATING_ALERT_COMMENT_MAX - 1).trimEnd()}…`;
}

/** The live feed's payload for a rating that counts. */
export function ratingAlert(rating: RatingRow, metric: { title: string; type: TMetricType }): TRatingAlert {
  return {
    id: rating.id,
    score: rating.score,
    outcome: rating.outcome as TMetricOutcome,
    metricType: metric.type,
    metricTitle: metric.title,
    locationId: rating.locationId,
    tableId: rating.tableId,
    tableLabel: rating.tableLabel,
    comment: commentExcerpt(rating.comment),
    createdAt: rating.createdAt.toISOString(),
  };
}

/** The domain event's payload for a rating that counts. */
export const ratingCreated = (rating: RatingRow, metric: { title: string; type: TMetricType }) => ({
  structureId: rating.structureId,
  ratingId: rating.id,
  metricId: rating.metricId,
  locationId: rating.locationId,
  outcome: rating.outcome as TMetricOutcome,
  score: rating.score,
  tableId: rating.tableId,
  metricTitle: metric.title,
  metricType: metric.type,
  tableLabel: rating.tableLabel,
  comment: rating.comment,
});
