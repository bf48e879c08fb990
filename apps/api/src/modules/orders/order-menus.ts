import type { OrderingClock, TOrderingPause } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import type { MenuItemForOrder, MenuSnapshot, MenuSnapshots } from '../menus';
import { resolvePublicTable } from '../tables';
import type * as repo from './orders.repo';

/** How a menu takes orders, on the venue's clock. */
export type OrderingRules = OrderingClock & { pause: TOrderingPause };

type Seat = NonNullable<Awaited<ReturnType<typeof resolvePublicTable>>>;

const SEATS_LIMIT = 2000;

/**
 * What pricing an order needs from its menu: the menu's current snapshot (the one the public
 * menu answer and the guest pages are made from), so a price edit, a sold-out switch or a
 * deactivation is seen by the next order exactly when the next menu load sees it.
 */
export class OrderMenus {
  /** Tables found per snapshot, by "location/group/table" slugs. */
  private readonly seats = new WeakMap<MenuSnapshot, Map<string, Seat>>();

  constructor(
    private readonly db: Db,
    private readonly snapshots: Pick<MenuSnapshots, 'fresh' | 'current'>,
  ) {}

  /**
   * The active menu, its items by id and how it takes orders (the settings guests were shown);
   * no menu when it is unknown or switched off.
   */
  async load(slug: string): Promise<{
    menu: repo.OrderableMenu | null;
    items: ReadonlyMap<string, MenuItemForOrder>;
    rules: OrderingRules | null;
  }> {
    const snapshot = await this.snapshots.current(slug);
    if (!snapshot) return { menu: null, items: new Map(), rules: null };
    const { menuId: id, structureId, locationId, currency, version, timeZone } = snapshot;
    const { ordering, pause, workDetails } = snapshot.menu.settings;
    return {
      menu: { id, structureId, locationId, slug: snapshot.slug, currency, isActive: true, version, timeZone },
      items: snapshot.items,
      rules: { ordering, pause, hours: workDetails.hours, timeZone },
    };
  }

  /**
   * The table of a table order. Kept with the menu's snapshot while the change feed vouches for
   * it: renaming, moving or deleting tables, groups or locations drops the company's snapshots.
   */
  async seat(menuSlug: string, ref: { locationSlug: string; groupSlug: string; tableSlug: string }) {
    const snapshot = this.snapshots.fresh(menuSlug);
    const known = snapshot && this.seats.get(snapshot);
    const key = `${ref.locationSlug}/${ref.groupSlug}/${ref.tableSlug}`;
    const seat = known?.get(key);
    if (seat) return seat;
    const found = await resolvePublicTable(this.db, {
      menu: menuSlug,
      location: ref.locationSlug,
      group: ref.groupSlug,
      table: ref.tableSlug,
    });
    if (found && snapshot) {
      const seats = known ?? new Map<string, Seat>();
      this.seats.set(snapshot, seats);
      if (seats.size < SEATS_LIMIT) seats.set(key, found);
    }
    return found;
  }
}
