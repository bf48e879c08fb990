import { handedOverStatus, type TOrderStatus, type TOrderType } from '@guestloop/contracts';

export type StepState = 'done' | 'current' | 'upcoming';

export interface ProgressStep {
  status: TOrderStatus;
  state: StepState;
}

/**
 * The guest's tracker along the order's state machine (docs/decisions.md "Order statuses"):
 * new → accepted → preparing → ready → served/delivered. Closed shows every step done; an
 * order that went from accepted straight to ready shows preparing as done too (no gaps).
 * A cancelled order has no tracker (the page says it was cancelled).
 */
export function progressSteps(type: TOrderType, status: TOrderStatus): ProgressStep[] {
  const order: TOrderStatus[] = ['new', 'accepted', 'preparing', 'ready', handedOverStatus(type)];
  const reached = status === 'closed' ? order.length : order.indexOf(status);
  return order.map((step, index) => ({
    status: step,
    state:
      index < reached ? 'done' : index === reached ? (status === 'closed' ? 'done' : 'current') : 'upcoming',
  }));
}

/** The order no longer moves: stop following it live. */
export function isSettled(status: TOrderStatus): boolean {
  return status === 'closed' || status === 'cancelled';
}
