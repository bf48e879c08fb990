import { menuTakesOrders, pickupSlots, type TPublicMenu } from '@guestloop/contracts';
import { ACTIVE_ORDER_HOURS, type OrderDraft, type OrderMode } from '../state/order-slice';
import type { RememberedTable } from '../state/table-slice';

/**
 * How the cart takes an order, from the menu's ordering settings (the public menu carries them).
 * The server judges again when the order is placed (order-rules.ts); this only asks for what it
 * will need and says early what it would refuse.
 */

/** A table scanned longer ago than this is not where the guest sits now. */
export function currentTable(table: RememberedTable | undefined, now: number): RememberedTable | undefined {
  if (!table) return undefined;
  const saved = Date.parse(table.savedAt);
  return Number.isFinite(saved) && now - saved > ACTIVE_ORDER_HOURS * 3_600_000 ? undefined : table;
}

/**
 * The ways to order the cart offers. At a table: the table, when the venue takes table orders, else
 * pickup at the counter when it takes those (a courier to a table makes no sense). Away from a
 * table: pickup and delivery, as the venue switched them on. None for a view-only menu.
 */
export function cartModes(
  menu: Pick<TPublicMenu, 'settings'>,
  table: RememberedTable | undefined,
): OrderMode[] {
  if (!menuTakesOrders(menu)) return [];
  const { ordering } = menu.settings;
  if (table) {
    if (ordering.table) return ['table'];
    return ordering.pickup ? ['pickup'] : [];
  }
  return (['pickup', 'delivery'] as const).filter((mode) => ordering[mode]);
}

/**
 * The times a guest can ask for (ISO starts, earliest first): the menu's pickup slots, which also
 * serve as the delivery times offered (after the preparation time, inside the opening hours).
 */
export function orderTimes(menu: Pick<TPublicMenu, 'settings' | 'timeZone'>, now: Date): string[] {
  const { ordering, workDetails } = menu.settings;
  return pickupSlots({ ordering, hours: workDetails.hours, timeZone: menu.timeZone }, now);
}

/** What a delivery adds and needs: the fee, the minimum (items only) and how much is missing. */
export function deliveryCharges(menu: Pick<TPublicMenu, 'settings'>, subtotal: number) {
  const { deliveryFee, deliveryMinimum } = menu.settings.ordering;
  return {
    fee: deliveryFee,
    minimum: deliveryMinimum,
    missing: Math.max(0, deliveryMinimum - subtotal),
    total: subtotal + deliveryFee,
  };
}

export type DeliveryField = 'address' | 'area';

/** A delivery needs a street address, and one of the menu's areas when it lists some. */
export function deliveryProblems(
  menu: Pick<TPublicMenu, 'settings'>,
  draft: Pick<OrderDraft, 'address' | 'area'>,
): Partial<Record<DeliveryField, 'required'>> {
  const problems: Partial<Record<DeliveryField, 'required'>> = {};
  if (draft.address.trim().length < 3) problems.address = 'required';
  const areas = menu.settings.ordering.deliveryAreas;
  if (areas.length > 0 && !areas.includes(draft.area)) problems.area = 'required';
  return problems;
}
