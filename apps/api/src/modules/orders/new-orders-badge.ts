import { registerMenuBadgeSource } from '../users';
import { countOrdersSince } from './new-orders.repo';

/** The orders section's count in the console menu: the company's orders placed since the user last looked. */
registerMenuBadgeSource('orders', async (db, viewer) => ({
  orders: await countOrdersSince(db, viewer.structureId, viewer.since('orders')),
}));
