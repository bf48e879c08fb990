import type { Db } from '../../db/client';
import type { PublicMenuBytes } from '../menus/public-cache';
import type { PublicMenus } from '../menus/public-menus';
import { resolvePublicTable } from '../tables/tables.repo';
import * as repo from './orders.repo';

type Items = Awaited<ReturnType<typeof repo.itemsForOrder>>;
type Seat = NonNullable<Awaited<ReturnType<typeof resolvePublicTable>>>;
interface Entry {
  menu: repo.OrderableMenu;
  items: Items;
  /** Tables found for this menu, by "location/group/table" slugs. */
  seats: Map<string, Seat>;
  /** The cached public menu that vouched for this entry when it was read. */
  vouchedBy: PublicMenuBytes;
}

const LIMIT = 200;
const SEATS_LIMIT = 2000;

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
    const items = await repo.itemsForOrder(this.db, menu.id);
    const loaded: Entry = { menu, items, seats: new Map(), vouchedBy: vouched };
    this.entries.delete(slug);
    this.entries.set(slug, loaded);
    if (this.entries.size > LIMIT) this.entries.delete(this.entries.keys().next().value as string);
    return loaded;
  }

  /**
   * The table of a table order. Kept with the menu's entry: renaming, moving or deleting tables,
   * groups or locations drops the company's cached menu answers, and so the entry.
   */
  async seat(menuSlug: string, ref: { locationSlug: string; groupSlug: string; tableSlug: string }) {
    const vouched = this.publicMenus.fresh(menuSlug);
    const entry = this.entries.get(menuSlug);
    const current = vouched && entry?.vouchedBy === vouched ? entry : null;
    const key = `${ref.locationSlug}/${ref.groupSlug}/${ref.tableSlug}`;
    const known = current?.seats.get(key);
    if (known) return known;
    const found = await resolvePublicTable(this.db, {
      menu: menuSlug,
      location: ref.locationSlug,
      group: ref.groupSlug,
      table: ref.tableSlug,
    });
    if (found && current && current.seats.size < SEATS_LIMIT) current.seats.set(key, found);
    return found;
  }
}
