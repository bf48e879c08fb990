import * as z from './zod';

/**
 * Orders (SPEC point 4: staff change an order's status; its names are not shown there, so the
 * state machine is ours — docs/decisions.md "Order statuses"). Payment is tracked apart from the
 * status: an order can be paid at any step (online before the kitchen sees it, or cash at the end).
 */
export const ORDER_TYPES = ['table', 'pickup', 'delivery'] as const;
export const ZOrderType = z.enum(ORDER_TYPES);
export type TOrderType = z.infer<typeof ZOrderType>;

export const ORDER_STATUSES = [
  'new',
  'accepted',
  'preparing',
  'ready',
  'served',
  'delivered',
  'closed',
  'cancelled',
] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** Where an order can go next, whatever its type; `handedOver` depends on the type. */
const NEXT: Record<TOrderStatus, readonly (TOrderStatus | 'handedOver')[]> = {
  new: ['accepted', 'cancelled'],
  accepted: ['preparing', 'ready', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['handedOver', 'cancelled'],
  served: ['closed'],
  delivered: ['closed'],
  closed: [],
  cancelled: [],
};

/** A table or pickup order is served (handed over at the counter); a delivery is delivered. */
export function handedOverStatus(type: TOrderType): 'served' | 'delivered' {
  return type === 'delivery' ? 'delivered' : 'served';
}

/** The statuses an order of this type may move to from `from`, in the usual order of work. */
export function nextOrderStatuses(type: TOrderType, from: TOrderStatus): TOrderStatus[] {
  return NEXT[from].map((s) => (s === 'handedOver' ? handedOverStatus(type) : s));
}

export function canChangeOrderStatus(type: TOrderType, from: TOrderStatus, to: TOrderStatus): boolean {
  return nextOrderStatuses(type, from).includes(to);
}

/** No further change: the order is over. */
export function isFinalOrderStatus(status: TOrderStatus): boolean {
  return NEXT[status].length === 0;
}

/** Still on the staff board: neither over nor handed over. */
export function isOpenOrderStatus(status: TOrderStatus): boolean {
  return !isFinalOrderStatus(status) && status !== 'served' && status !== 'delivered';
}
