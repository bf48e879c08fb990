import { type PersistedSlice, savedObjects } from '@/lib/store/slice';
import { type UserDataState, withUserData } from '@/lib/store/user-data-slice';
import { type CartState, withCart } from './cart-slice';
import type { RememberedTable } from './table-slice';

export type OrderMode = 'table' | 'pickup' | 'delivery';

export interface OrderDraft {
  mode: OrderMode | null;
  note: string;
  name: string;
  phone: string;
  /** Where a delivery goes (asked in the cart before the order exists). */
  address: string;
  city: string;
  postcode: string;
  /** For the courier: floor, door code… */
  deliveryNotes: string;
  /** One of the menu's delivery areas, when it lists some. */
  area: string;
  /** When a delivery is wanted: "asap" or an ISO moment. */
  deliveryTime: string;
  /** The pickup slot chosen (ISO); null: as soon as possible (the earliest slot). */
  pickupAt: string | null;
  /**
   * Made on the first attempt to place this cart and kept until the order exists, so a double
   * tap or a retry after a lost answer returns the same order. `keyFor` is the cart and mode it
   * was made for: a different cart is a different order and gets a new key.
   */
  idempotencyKey: string | null;
  keyFor: string | null;
}

export interface RememberedOrder {
  slug: string;
  menuSlug: string;
  number: number;
  type: OrderMode;
  /** The table's slugs for a table order (the waiter call needs the table). */
  table: Pick<RememberedTable, 'locationSlug' | 'groupSlug' | 'tableSlug'> | null;
  placedAt: string;
  /** The server said it is closed or cancelled: it is no longer asked about for the menu's pill. */
  settled?: true;
}

/** Orders kept on the device; the oldest are forgotten beyond this. */
export const REMEMBERED_ORDERS_MAX = 50;
/**
 * How long an order counts as the guest's current one at its menu. A venue may never close its
 * orders; yesterday's order must not sit on today's menu.
 */
export const ACTIVE_ORDER_HOURS = 12;

export const EMPTY_ORDER_DRAFT: OrderDraft = {
  mode: null,
  note: '',
  name: '',
  phone: '',
  address: '',
  city: '',
  postcode: '',
  deliveryNotes: '',
  area: '',
  deliveryTime: 'asap',
  pickupAt: null,
  idempotencyKey: null,
  keyFor: null,
};

export interface OrderState {
  /** The order being put together from a menu's cart (mode, note, contact, idempotency key), by menu slug. */
  orderDrafts: Record<string, OrderDraft>;
  /** Orders placed from this device, by order slug (the guest's key to each order page). */
  orders: Record<string, RememberedOrder>;
}

export interface OrderActions {
  saveOrderDraft(menuSlug: string, partial: Partial<OrderDraft>): void;
  /** The order exists: remember it, forget the draft's key and empty the cart, in one step. */
  orderPlaced(order: RememberedOrder): void;
  /** The order is finished (closed or cancelled). */
  orderSettled(orderSlug: string): void;
}

/** Whether an order placed at `placedAt` may still be the guest's current one. */
export function isRecentOrder(placedAt: string, now: number): boolean {
  const placed = Date.parse(placedAt);
  return Number.isFinite(placed) && now - placed < ACTIVE_ORDER_HOURS * 3_600_000;
}

/** This device's recent orders at a menu not known to be finished, newest first. */
export function currentMenuOrders(
  orders: Record<string, RememberedOrder>,
  menuSlug: string,
  now: number,
): RememberedOrder[] {
  return Object.values(orders)
    .filter((order) => order.menuSlug === menuSlug && !order.settled && isRecentOrder(order.placedAt, now))
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt));
}

/**
 * The guest's own details in a draft. Typing them is an update of the customer's data the device
 * remembers (userData, with its lastUpdated stamp).
 */
const GUEST_DETAILS = ['name', 'phone'] as const satisfies readonly (keyof OrderDraft)[];

/** The details `partial` changes compared with what userData holds; undefined when none. */
function changedDetails(
  userData: UserDataState['userData'],
  partial: Partial<OrderDraft>,
): Record<string, string> | undefined {
  const changed = GUEST_DETAILS.filter(
    (field) => partial[field] !== undefined && partial[field] !== userData[field],
  );
  if (changed.length === 0) return undefined;
  return Object.fromEntries(changed.map((field) => [field, partial[field] as string]));
}

/** The newest REMEMBERED_ORDERS_MAX orders. */
function keepNewest(orders: Record<string, RememberedOrder>): Record<string, RememberedOrder> {
  const list = Object.values(orders).sort((a, b) => b.placedAt.localeCompare(a.placedAt));
  return Object.fromEntries(list.slice(0, REMEMBERED_ORDERS_MAX).map((order) => [order.slug, order]));
}

/** Orders being put together and orders placed from this device (owned by the online menu). */
export const orderSlice: PersistedSlice<OrderState, OrderActions, CartState & UserDataState> = {
  initial: { orderDrafts: {}, orders: {} },
  restore: (saved) => savedObjects<OrderState>(saved, ['orderDrafts', 'orders']),
  actions: (set) => ({
    saveOrderDraft: (menuSlug, partial) =>
      set((state) => {
        const details = changedDetails(state.userData, partial);
        return {
          orderDrafts: {
            ...state.orderDrafts,
            [menuSlug]: { ...EMPTY_ORDER_DRAFT, ...state.orderDrafts[menuSlug], ...partial },
          },
          ...(details ? withUserData(state, details) : {}),
        };
      }),
    orderPlaced: (order) =>
      set((state) => {
        const draft = state.orderDrafts[order.menuSlug] ?? EMPTY_ORDER_DRAFT;
        return {
          ...withCart(state, order.menuSlug, []),
          orderDrafts: {
            ...state.orderDrafts,
            // The address stays for the next order; a chosen time was for this one.
            [order.menuSlug]: {
              ...draft,
              note: '',
              deliveryTime: 'asap',
              pickupAt: null,
              idempotencyKey: null,
              keyFor: null,
            },
          },
          orders: keepNewest({ ...state.orders, [order.slug]: order }),
        };
      }),
    orderSettled: (orderSlug) =>
      set((state) => {
        const order = state.orders[orderSlug];
        if (!order || order.settled) return {};
        return { orders: { ...state.orders, [orderSlug]: { ...order, settled: true } } };
      }),
  }),
};
