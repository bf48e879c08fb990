import type { TLanguage } from '@guestloop/contracts';
import { ChangeFeed, type ChangeFeedTarget } from '../../db/change-feed';
import type { Database, Db } from '../../db/client';
import * as repo from './menus.repo';
import { buildMenuSnapshot, type MenuSnapshot, type ShownMenu } from './snapshot';
import { SnapshotLru } from './snapshot-cache';
import { contentLanguageOf, TranslatedMenus, translateSnapshot } from './translated-menus';

/**
 * This process's menu snapshots (snapshot.ts) and their translations (translated-menus.ts), kept
 * fresh by the menus' change notices: the public menu answer, the pre-rendered guest pages and
 * order pricing all ask here, so an edit is seen by all three at the same moment. A notice names
 * a menu (`<menuId>`: it changed) or a menu and a language (`<menuId>:<language>`: translations
 * of the company's texts into that language changed).
 */
export class MenuSnapshots implements ChangeFeedTarget {
  readonly cache = new SnapshotLru<MenuSnapshot>(500);
  readonly translated: TranslatedMenus;
  readonly feed: ChangeFeed;

  constructor(
    private readonly db: Db,
    database: Database,
  ) {
    this.translated = new TranslatedMenus((base, language) => translateSnapshot(db, base, language));
    this.feed = new ChangeFeed(database, repo.MENU_CHANNEL, this);
  }

  invalidate(key: string): void {
    const [menuId = key, language] = key.split(':');
    if (language === undefined) this.cache.invalidate(menuId);
    this.translated.invalidate(menuId, language);
  }

  distrustAll(): void {
    this.cache.distrustAll();
    this.translated.clear();
  }

  /** The current snapshot without asking the database, while the change feed vouches for it. */
  fresh(slug: string): MenuSnapshot | undefined {
    return this.feed.live ? this.cache.verified(slug) : undefined;
  }

  /**
   * What a guest reading `language` (a Language header) gets, without asking the database or
   * waiting: the fresh snapshot, or its kept translation; else undefined.
   */
  freshIn(slug: string, language: string | string[] | undefined): ShownMenu | undefined {
    const base = this.fresh(slug);
    if (!base) return undefined;
    const shown = contentLanguageOf(language, base.menu.language);
    return shown === base.menu.language ? base : this.translated.kept(base, shown);
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

  /**
   * The current menu as a guest reading `language` (a Language header; the menu's own when absent
   * or unknown) sees it, or null for an unknown or inactive menu.
   */
  async shown(slug: string, language: string | string[] | undefined): Promise<ShownMenu | null> {
    const base = await this.current(slug);
    if (!base) return null;
    const shown: TLanguage = contentLanguageOf(language, base.menu.language);
    if (shown === base.menu.language) return base;
    return this.translated.get(base, shown, this.feed.live);
  }
}
