import type { FastifyInstance } from 'fastify';
import { addAnalyses, ratingToRead } from './analysis.repo';
import { readLocally } from './analysis.service';

type App = Pick<FastifyInstance, 'db' | 'events' | 'log'>;

/**
 * Each comment is read by the built-in reader as its rating counts (a fraction of a millisecond and
 * one insert), so the topic statistics find it read. Never the model here: its summary is written
 * in the reader's language, asked for when a review is opened. A reading missed (the process
 * stopped in between) is made by the next statistics call that covers the rating.
 */
export function readOnRating(app: App) {
  app.events.on('rating.created', async ({ ratingId, comment }) => {
    if (!comment?.trim()) return;
    const rating = await ratingToRead(app.db, ratingId);
    const reading = rating ? readLocally(rating) : null;
    if (reading) await addAnalyses(app.db, [reading]);
  });
}
