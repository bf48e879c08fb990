import type { Db } from '../../db/client';
import type { PublicMenuBytes } from '../menus/public-cache';
import type { PublicMenus } from '../menus/public-menus';
import * as repo from './orders.repo';

type Items = Awaited<ReturnType<typeof repo.itemsForOrder>>;
interface Entry {
  menu: repo.OrderableMenu;
  items: Items;
  /** The cached public menu that vouched for this entry when it was read. */
  vouchedBy: PublicMenuBytes;
}

const LIMIT = 200;

/**
 * What pricing an order needs from its menu (the menu and every item with prices, choices,
 * sold-out flag and hours). An entry is used only while the very public menu answer that was
 * cached when it was read is still vouched for without asking the database (the change feed is
 * live and no change of the menu arrived since; any change drops that answer): a price edit, a
 * sold-out switch or a deactivation is thus seen by the next order exactly as by the next menu
 * load, also one committed while the entry was being read. Otherwise the database is read.
 */
export class OrderMenus {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly publicMenus: Pick<PublicMenus, 'fresh'>,
  ) {}

  async load(slug: string, itemIds: string[]): Promise<{ menu: repo.OrderableMenu | null; items: Items }> {
    const vouched = this.publicMenus.fresh(slug);
    const entry = this.entries.get(slug);
    if (vouched && entry?.vouchedBy === vouched) return entry;
    const menu = await repo.findOrderableMenu(this.db, slug);
    if (!menu?.isActive) {
      this.entries.delete(slug);
      return { menu, items: [] };
    }
    if (!vouched) return { menu, items: await repo.itemsForOrder(this.db, menu.id, itemIds) };
    // The public menu is cached: keep this one beside it for the orders that follow.
    const loaded = { menu, items: await repo.itemsForOrder(this.db, menu.id), vouchedBy: vouched };
    this.entries.delete(slug);
    this.entries.set(slug, loaded);
    if (this.entries.size > LIMIT) this.entries.delete(this.entries.keys().next().value as string);
    return loaded;
  }
}
