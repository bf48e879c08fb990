import { ChangeFeed } from '../../db/change-feed';
import type { Database, Db } from '../../db/client';
import * as repo from './menus.repo';
import { buildMenuSnapshot, type MenuSnapshot } from './snapshot';
import { SnapshotLru } from './snapshot-cache';

/**
 * This process's menu snapshots (snapshot.ts), kept fresh by the menus' change notices: the
 * public menu answer, the pre-rendered guest pages and order pricing all ask here, so an edit is
 * seen by all three at the same moment.
 */
export class MenuSnapshots {
  readonly cache = new SnapshotLru<MenuSnapshot>(500);
  readonly feed: ChangeFeed;

  constructor(
    private readonly db: Db,
    database: Database,
  ) {
    this.feed = new ChangeFeed(database, repo.MENU_CHANNEL, this.cache);
  }

  /** The current snapshot without asking the database, while the change feed vouches for it. */
  fresh(slug: string): MenuSnapshot | undefined {
    return this.feed.live ? this.cache.verified(slug) : undefined;
  }

  /**
   * The current snapshot of an active menu, or null for an unknown or inactive one: the cached
   * snapshot while the change feed vouches for it; otherwise one indexed lookup of the menu's id,
   * version, state and time zone, then the cached snapshot when it was built from those already
   * (by this process), else a fresh build.
   */
  async current(slug: string): Promise<MenuSnapshot | null> {
    const fresh = this.fresh(slug);
    if (fresh) return fresh;
    const check = this.cache.beginCheck();
    const state = await repo.publicState(this.db, slug);
    if (!state?.isActive) return null;
    const stamp = { menuId: state.id, version: state.version, timeZone: state.timeZone };
    return this.cache.getOrBuild(slug, stamp, () => buildMenuSnapshot(this.db, state.id), check);
  }
}
