import { metricOutcome } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { locations, metrics, ratings } from '../../db/schema';

/** Rows the assistant's tests answer from, written straight to the database. */

export async function insertPlace(db: Db, structureId: string, name: string, slug: string) {
  const [row] = await db
    .insert(locations)
    .values({ structureId, name, slug })
    .returning({ id: locations.id });
  return row!.id;
}

/** A stars metric at the place and its reviews (1–5 stars, each with its comment and time). */
export async function insertReviews(
  db: Db,
  structureId: string,
  locationId: string,
  reviews: { comment: string | null; score: number; createdAt?: Date }[],
) {
  const [metric] = await db
    .insert(metrics)
    .values({
      structureId,
      locationId,
      slug: `m-${locationId.slice(0, 8)}-${Math.random().toString(36).slice(2, 8)}`,
      type: 'stars',
      language: 'en',
      title: 'How was your visit?',
      content: {},
    })
    .returning({ id: metrics.id });
  return db
    .insert(ratings)
    .values(
      reviews.map((review) => ({
        structureId,
        metricId: metric!.id,
        locationId,
        score: review.score,
        outcome: metricOutcome('stars', review.score),
        comment: review.comment,
        language: 'en',
        createdAt: review.createdAt ?? new Date(),
      })),
    )
    .returning({ id: ratings.id, comment: ratings.comment });
}
