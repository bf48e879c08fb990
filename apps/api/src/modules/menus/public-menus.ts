import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { onMenuChanged } from './menu-changes';
import { MenuLru, type PublicMenuBytes } from './public-cache';
import { MenuFeed } from './public-feed';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's cache of public menu answers and the change feed that keeps it fresh. */
    publicMenus: PublicMenus;
  }
}

/** Cached public menu answers, invalidated by the menus' change notices. */
export class PublicMenus {
  readonly cache = new MenuLru(500);
  readonly feed: MenuFeed;

  constructor(database: Database) {
    this.feed = new MenuFeed(database, this.cache);
  }

  /** The current answer without asking the database, when the change feed vouches for it. */
  fresh(slug: string): PublicMenuBytes | undefined {
    return this.feed.live ? this.cache.verified(slug) : undefined;
  }
}

/** One `PublicMenus` per app, listening from boot until the app closes. */
export const publicMenusPlugin = fp(async (app) => {
  const menus = new PublicMenus(app.database);
  app.decorate('publicMenus', menus);
  const stopLocal = onMenuChanged(app.db, (menuId) => menus.cache.invalidate(menuId));
  await menus.feed.start();
  app.addHook('onClose', async () => {
    stopLocal();
    await menus.feed.stop();
  });
});
