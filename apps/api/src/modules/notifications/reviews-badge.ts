import { registerMenuBadgeSource } from '../users';
import { countUnread } from './notifications.repo';

/**
 * The reviews section's count in the console menu: the member's unread notifications of ratings
 * (what their bell says of reviews), so a bad rating shows there at once and drops when read.
 */
registerMenuBadgeSource('notifications', async (db, viewer) => ({
  reviews: await countUnread(db, viewer.structureId, viewer.userId, ['rating.bad', 'rating.new']),
}));
