import { describe, expect, it } from 'vitest';
import {
  canChangeOrderStatus,
  isFinalOrderStatus,
  isOpenOrderStatus,
  nextOrderStatuses,
  ORDER_STATUSES,
  type TOrderStatus,
} from './order-status';

describe('order status machine', () => {
  it('walks a table order from new to closed', () => {
    const path = ['new', 'accepted', 'preparing', 'ready', 'served', 'closed'] as const;
    const steps = path.slice(1).map((to, i) => [path[i] as TOrderStatus, to] as const);
    for (const [from, to] of steps) expect(canChangeOrderStatus('table', from, to)).toBe(true);
  });

  it('hands a delivery over as delivered, never as served', () => {
    expect(nextOrderStatuses('delivery', 'ready')).toEqual(['delivered', 'cancelled']);
    expect(canChangeOrderStatus('delivery', 'ready', 'served')).toBe(false);
    expect(canChangeOrderStatus('pickup', 'ready', 'delivered')).toBe(false);
  });

  it('lets an accepted order skip preparing (drinks are ready at once)', () => {
    expect(canChangeOrderStatus('table', 'accepted', 'ready')).toBe(true);
  });

  it('refuses going back, skipping acceptance, and cancelling what was handed over', () => {
    expect(canChangeOrderStatus('table', 'preparing', 'accepted')).toBe(false);
    expect(canChangeOrderStatus('table', 'new', 'ready')).toBe(false);
    expect(canChangeOrderStatus('table', 'served', 'cancelled')).toBe(false);
    expect(canChangeOrderStatus('table', 'new', 'new')).toBe(false);
  });

  it('ends at closed and cancelled; the board shows what is not handed over', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['closed', 'cancelled']);
    expect(ORDER_STATUSES.filter(isOpenOrderStatus)).toEqual(['new', 'accepted', 'preparing', 'ready']);
  });
});
