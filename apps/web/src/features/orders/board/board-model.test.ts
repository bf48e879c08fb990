import type { TOrder } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { boardAccess, formatAge, ordersByColumn, stepsOf, whereOf } from './board-model';

const order = (over: Partial<TOrder>): TOrder =>
  ({
    id: crypto.randomUUID(),
    number: 1,
    type: 'table',
    status: 'new',
    tableLabel: 'Hall · 3',
    createdAt: '2026-01-10T10:00:00Z',
    statusChangedAt: '2026-01-10T10:00:00Z',
    ...over,
  }) as TOrder;

describe('board model', () => {
  it('puts orders in their columns, waiting ones oldest first and handed-over ones newest first', () => {
    const columns = ordersByColumn([
      order({ number: 2, createdAt: '2026-01-10T10:05:00Z' }),
      order({ number: 1, createdAt: '2026-01-10T10:01:00Z' }),
      order({ number: 3, status: 'served', statusChangedAt: '2026-01-10T10:10:00Z' }),
      order({ number: 4, status: 'delivered', type: 'delivery', statusChangedAt: '2026-01-10T10:20:00Z' }),
    ]);
    expect(columns.new.map((o) => o.number)).toEqual([1, 2]);
    expect(columns.handedOver.map((o) => o.number)).toEqual([4, 3]);
    expect(columns.ready).toEqual([]);
  });

  it('offers the steps the state machine allows, with the usual one first', () => {
    expect(stepsOf({ type: 'table', status: 'new' })).toEqual({
      primary: 'accepted',
      others: [],
      canCancel: true,
    });
    expect(stepsOf({ type: 'table', status: 'accepted' })).toMatchObject({
      primary: 'preparing',
      others: ['ready'],
    });
    expect(stepsOf({ type: 'delivery', status: 'ready' }).primary).toBe('delivered');
    expect(stepsOf({ type: 'pickup', status: 'served' })).toEqual({
      primary: 'closed',
      others: [],
      canCancel: false,
    });
  });

  it('says where the order goes and how long it has waited', () => {
    expect(whereOf({ type: 'table', tableLabel: 'Terrace · 7' })).toBe('Table Terrace · 7');
    expect(whereOf({ type: 'pickup', tableLabel: null })).toBe('Pickup');
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(formatAge('2026-01-10T11:59:40Z', now)).toBe('just now');
    expect(formatAge('2026-01-10T11:57:00Z', now)).toBe('3 min ago');
    expect(formatAge('2026-01-10T10:48:00Z', now)).toBe('1 h 12 min ago');
  });

  it('lets a waiter handle calls without moving orders', () => {
    expect(boardAccess({ permissions: ['waiter-calls.manage'] })).toEqual({
      view: true,
      manageOrders: false,
      handleCalls: true,
    });
    expect(boardAccess({ permissions: ['menus.manage'] }).view).toBe(false);
  });
});
