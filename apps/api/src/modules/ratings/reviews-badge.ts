import { registerMenuBadgeSource } from '../users';
import { countUnread } from './ratings.repo';

/**
 * The reviews section's count in the console menu: the inbox's unread reviews (those that count),
 * the number the inbox itself shows, so the two never disagree; a review marked viewed leaves both.
 */
registerMenuBadgeSource('reviews', async (db, viewer) => ({
  reviews: await countUnread(db, viewer.structureId),
}));
