import { nextOrderStatuses, type TOrder, type TOrderStatus, type TPermission } from '@guestloop/contracts';
import { can, type PermissionHolder } from '@/entities/permissions';

/**
 * The live board's words and layout. The board (/:slug/admin/orders) is a SPEC "not translated"
 * route, so its words are English here rather than in a language pack.
 */
export type BoardColumnId = 'new' | 'accepted' | 'preparing' | 'ready' | 'handedOver';

export interface BoardColumn {
  id: BoardColumnId;
  title: string;
  statuses: readonly TOrderStatus[];
}

export const BOARD_COLUMNS: readonly BoardColumn[] = [
  { id: 'new', title: 'New', statuses: ['new'] },
  { id: 'accepted', title: 'Accepted', statuses: ['accepted'] },
  { id: 'preparing', title: 'Preparing', statuses: ['preparing'] },
  { id: 'ready', title: 'Ready', statuses: ['ready'] },
  { id: 'handedOver', title: 'Served / delivered', statuses: ['served', 'delivered'] },
];

const at = (iso: string) => Date.parse(iso);

/**
 * Orders by column: the oldest first where work waits (first come, first served), the most
 * recently handed over first in the last column.
 */
export function ordersByColumn(orders: readonly TOrder[]): Record<BoardColumnId, TOrder[]> {
  const out = Object.fromEntries(BOARD_COLUMNS.map((column) => [column.id, [] as TOrder[]])) as Record<
    BoardColumnId,
    TOrder[]
  >;
  for (const order of orders) {
    const column = BOARD_COLUMNS.find((c) => c.statuses.includes(order.status));
    if (column) out[column.id].push(order);
  }
  for (const column of BOARD_COLUMNS) {
    out[column.id].sort((a, b) =>
      column.id === 'handedOver'
        ? at(b.statusChangedAt) - at(a.statusChangedAt)
        : at(a.createdAt) - at(b.createdAt) || a.number - b.number,
    );
  }
  return out;
}

/** What the button that moves an order to `status` says. */
export const STEP_LABELS: Record<TOrderStatus, string> = {
  new: 'New',
  accepted: 'Accept',
  preparing: 'Start preparing',
  ready: 'Mark ready',
  served: 'Mark served',
  delivered: 'Mark delivered',
  closed: 'Close',
  cancelled: 'Cancel order',
};

/** The usual next step (one tap), and any step that skips ahead (accepted → ready for drinks). */
export function stepsOf(order: Pick<TOrder, 'type' | 'status'>): {
  primary: TOrderStatus | null;
  others: TOrderStatus[];
  canCancel: boolean;
} {
  const next = nextOrderStatuses(order.type, order.status);
  const forward = next.filter((status) => status !== 'cancelled');
  return { primary: forward[0] ?? null, others: forward.slice(1), canCancel: next.includes('cancelled') };
}

/** "Table Hall · 3", "Pickup", "Delivery". */
export function whereOf(order: Pick<TOrder, 'type' | 'tableLabel'>): string {
  if (order.type === 'pickup') return 'Pickup';
  if (order.type === 'delivery') return 'Delivery';
  return order.tableLabel ? `Table ${order.tableLabel}` : 'Table';
}

/** "just now", "4 min ago", "1 h 12 min ago": how long something has waited. */
export function formatAge(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - at(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min ago` : `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/** Minutes after which a waiting order or call is shown as late. */
export const LATE_AFTER_MINUTES = 10;
export const isLate = (iso: string, now: number) => now - at(iso) >= LATE_AFTER_MINUTES * 60_000;

export interface BoardAccess {
  view: boolean;
  /** Move orders and mark them paid. */
  manageOrders: boolean;
  /** Mark waiter calls handled. */
  handleCalls: boolean;
}

/** What the signed-in member may do on the board, as the API decides it. */
export function boardAccess(user: PermissionHolder): BoardAccess {
  const has = (permission: TPermission) => can(user, permission);
  const manageOrders = has('orders.manage');
  const handleCalls = manageOrders || has('waiter-calls.manage');
  return { view: manageOrders || handleCalls || has('orders.view'), manageOrders, handleCalls };
}
