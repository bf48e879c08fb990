import { metricOutcome, type TMetricType } from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import { detectLanguage } from '../../providers/ai/language-detect';
import { recordEvent } from '../events';
import type { MetricRow } from '../metrics';
import { insertExternalRatings } from './external-reviews.repo';
import { ratingAlert, ratingCreated } from './rating-rules';

/** A review from an outside site (Google…), as a collector hands it over. */
export interface ExternalReview {
  /** Its id on the site. */
  externalId: string;
  authorName: string | null;
  /** 1–5, as review sites rate. */
  stars: number;
  comment: string | null;
  /** When the reviewer wrote it: the rating's time in the inbox. */
  createdAt: Date;
}

/**
 * A site's 1–5 stars on the metric's scale, keeping what they mean (bad / neutral / good):
 * stars as they are; NPS 0, 3, 7, 9, 10 (1–2 detractors, 3 passive, 4–5 promoters); faces
 * 1, 1, 2, 3, 3.
 */
export function scoreFromStars(type: TMetricType, stars: number): number {
  const star = Math.min(5, Math.max(1, Math.round(stars)));
  if (type === 'nps') return [0, 3, 7, 9, 10][star - 1]!;
  if (type === 'faces') return [1, 1, 2, 3, 3][star - 1]!;
  return star;
}

type ImportApp = Pick<FastifyInstance, 'db' | 'events'>;
type ImportMetric = Pick<MetricRow, 'id' | 'structureId' | 'locationId' | 'type' | 'title' | 'language'>;

/**
 * Files reviews of an outside site as ratings of `metric` (source = the site's name), each once:
 * a review already imported is skipped, also when two runs import the same page at the same time.
 * Every new one is in the inbox's live feed (it has no table, so no board alerts a waiter of it);
 * those written after `notifyAfter` are told to staff as a guest's new rating is (bell, mail, as
 * each member chose), older ones are the place's history and come in quietly.
 */
export async function importExternalReviews(
  app: ImportApp,
  input: { source: string; metric: ImportMetric; reviews: ExternalReview[]; notifyAfter: Date },
): Promise<{ imported: number; skipped: number }> {
  const { metric, source } = input;
  const type = metric.type as TMetricType;
  const added = await app.db.transaction(async (tx) => {
    const rows = await insertExternalRatings(
      tx,
      input.reviews.map((review) => {
        const score = scoreFromStars(type, review.stars);
        return {
          structureId: metric.structureId,
          metricId: metric.id,
          locationId: metric.locationId,
          score,
          outcome: metricOutcome(type, score),
          comment: review.comment,
          language: (review.comment && detectLanguage(review.comment)) || metric.language,
          source,
          externalId: review.externalId,
          authorName: review.authorName,
          createdAt: review.createdAt,
        };
      }),
    );
    for (const row of rows)
      await recordEvent(tx, metric.structureId, 'rating.created', ratingAlert(row, metric));
    return rows;
  });
  for (const row of added) {
    if (row.createdAt > input.notifyAfter)
      await app.events.emit('rating.created', ratingCreated(row, metric));
  }
  return { imported: added.length, skipped: input.reviews.length - added.length };
}
