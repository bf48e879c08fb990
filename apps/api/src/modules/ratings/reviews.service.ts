import type {
  TDishScores,
  TInteraction,
  TInteractionList,
  TMetricContent,
  TMetricOutcome,
  TMetricType,
  TRatingAnswer,
  TReview,
  TReviewList,
  TReviewsQuery,
} from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findMetricById } from '../metrics';
import { recentOrders } from '../orders';
import { findLocation, findStructure } from '../structure';
import * as repo from './ratings.repo';
import { reviewExportRows } from './reviews-export.repo';

/** The staff side of ratings: the reviews inbox, a guest's timeline, each dish's score. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The chosen variants with the words the metric gives them now (an id it no longer has keeps its id). */
function answersWithLabels(content: TMetricContent, answers: TRatingAnswer[]): TReview['answers'] {
  return answers.map((answer) => {
    const question = content.questions?.find((q) => q.id === answer.questionId);
    return {
      questionId: answer.questionId,
      question: question?.title ?? answer.questionId,
      answers: answer.answerIds.map((id) => ({
        id,
        label: question?.answers.find((a) => a.id === id)?.label ?? id,
      })),
    };
  });
}

function toReview(row: repo.ReviewRow, dishes: Awaited<ReturnType<typeof repo.dishRatingsOf>>): TReview {
  const { rating, metric } = row;
  return {
    id: rating.id,
    metric: { id: metric.id, slug: metric.slug, title: metric.title, type: metric.type as TMetricType },
    locationId: rating.locationId,
    locationName: row.locationName,
    subLocationName: row.subLocationName,
    tableLabel: rating.tableLabel,
    order: row.order,
    dishes: dishes
      .filter((d) => d.ratingId === rating.id)
      .map((d) => ({ itemId: d.menuItemId, itemTitle: d.itemTitle, score: d.score })),
    customer: row.customer,
    source: rating.source,
    authorName: rating.authorName,
    score: rating.score,
    outcome: rating.outcome as TMetricOutcome,
    comment: rating.comment,
    answers: answersWithLabels(metric.content as unknown as TMetricContent, rating.answers),
    language: rating.language,
    commentLanguage: rating.comment ? row.commentLanguage : null,
    audio: rating.audio ? { src: rating.audio.src, durationMs: rating.audio.durationMs ?? 0 } : null,
    image: rating.image
      ? { src: rating.image.src, width: rating.image.width ?? 0, height: rating.image.height ?? 0 }
      : null,
    verification: rating.verification === 'email' ? 'email' : 'none',
    verified: rating.verification === 'none' || rating.verifiedAt !== null,
    verifyEmail: rating.verifyEmail,
    viewedAt: iso(rating.viewedAt),
    createdAt: rating.createdAt.toISOString(),
  };
}

const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');
/** Days of the period are the venue's days: a review at 00:30 in a café two hours ahead of UTC is of that day. */
const venueZone = async (db: Db, structureId: string) =>
  (await findStructure(db, structureId))?.timeZone ?? 'UTC';

async function withDishes(db: Db, rows: repo.ReviewRow[]) {
  const dishes = await repo.dishRatingsOf(
    db,
    rows.map((r) => r.rating.id),
  );
  return rows.map((row) => toReview(row, dishes));
}

/** The inbox's filters without paging: what the list and its download select. */
export type ReviewQuery = Omit<TReviewsQuery, 'page' | 'pageSize'>;

/**
 * The filters as the repository reads them. A location or metric filter of another company is
 * 404, like any record the caller cannot see.
 */
async function reviewFilterOf(db: Db, structureId: string, query: ReviewQuery): Promise<repo.ReviewFilter> {
  if (query.locationId && !(await findLocation(db, structureId, query.locationId)))
    throw notFound('Location');
  if (query.metricId && !(await findMetricById(db, structureId, query.metricId))) throw notFound('Metric');
  return {
    locationId: query.locationId,
    metricId: query.metricId,
    score: query.score,
    outcome: query.outcome,
    from: query.from,
    to: query.to,
    dayOfWeek: query.dayOfWeek,
    hourFrom: query.hourFrom,
    hourTo: query.hourTo,
    timeZone: await venueZone(db, structureId),
    unread: flag(query.unread),
    withAttachment: flag(query.withAttachment),
    verification: query.verification,
  };
}

/** The reviews the inbox's filters select, newest first, as a download's rows (at most `limit`). */
export async function reviewsForExport(db: Db, structureId: string, query: ReviewQuery, limit: number) {
  return reviewExportRows(db, structureId, await reviewFilterOf(db, structureId, query), limit);
}

/** GET /reviews: the company's reviews, unread first then newest. */
export async function listReviews(db: Db, structureId: string, query: TReviewsQuery): Promise<TReviewList> {
  const { rows, total } = await repo.listReviews(
    db,
    structureId,
    await reviewFilterOf(db, structureId, query),
    query.page,
    query.pageSize,
  );
  return {
    items: await withDishes(db, rows),
    total,
    unread: await repo.countUnread(db, structureId),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /review/{id}: one review of the company, whether it counts yet or not (a notification names it). */
export async function findReview(db: Db, structureId: string, id: string): Promise<TReview> {
  const { rows } = await repo.listReviews(
    db,
    structureId,
    { id, verification: 'all', timeZone: 'UTC' },
    1,
    1,
  );
  const [review] = await withDishes(db, rows);
  if (!review) throw notFound('Review');
  return review;
}

/**
 * PATCH /review/{id}/view: the first time a member opens a review is kept. Subscribers hear
 * `review.viewed` (the staff's notifications of it are read: someone is on it).
 */
export async function markViewed(
  app: Pick<FastifyInstance, 'db' | 'events'>,
  structureId: string,
  id: string,
  userId: string,
) {
  if (!(await repo.markViewed(app.db, structureId, id, userId))) throw notFound('Review');
  await app.events.emit('review.viewed', { structureId, ratingId: id, userId });
  return { ok: true as const };
}

/** How many of each the timeline shows: the latest ratings and orders, merged by time. */
const TIMELINE_LIMIT = 50;

/**
 * GET /interactions: a guest's ratings and orders with the caller's company, newest first; 404
 * for a guest who has had nothing to do with it (a guest is no company's data until they are).
 */
export async function interactions(
  db: Db,
  structureId: string,
  customerId: string,
): Promise<TInteractionList> {
  const [ratings, orders] = await Promise.all([
    repo.ratingsOfCustomer(db, structureId, customerId, TIMELINE_LIMIT),
    recentOrders(db, customerId, structureId, TIMELINE_LIMIT),
  ]);
  const customer = ratings.length + orders.length > 0 ? await repo.findCustomer(db, customerId) : null;
  if (!customer) throw notFound('Guest');
  const items: TInteraction[] = [
    ...ratings.map(
      ({ rating, metricTitle, metricType }): TInteraction => ({
        kind: 'rating',
        at: rating.createdAt.toISOString(),
        rating: {
          id: rating.id,
          metricTitle,
          metricType: metricType as TMetricType,
          score: rating.score,
          outcome: rating.outcome as TMetricOutcome,
          comment: rating.comment,
          hasAudio: rating.audio !== null,
          hasImage: rating.image !== null,
        },
      }),
    ),
    ...orders.map(
      (order): TInteraction => ({
        kind: 'order',
        at: order.createdAt.toISOString(),
        order: {
          slug: order.slug,
          number: order.number,
          status: order.status,
          total: order.total,
          currency: order.currency,
          tableLabel: order.tableLabel,
        },
      }),
    ),
  ];
  items.sort((a, b) => b.at.localeCompare(a.at));
  return { customer, items: items.slice(0, TIMELINE_LIMIT) };
}

/** GET /online-menu/edit/{slug}/dish-scores: the average score of each dish of the company's menu. */
export async function dishScores(db: Db, structureId: string, menuSlug: string): Promise<TDishScores> {
  const menuId = await repo.findMenuId(db, structureId, menuSlug);
  if (!menuId) throw notFound('Menu');
  return { items: await repo.dishScoresOfMenu(db, structureId, menuId) };
}
