import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { availableBonus, lockCustomerBonus } from '../bonuses';
import { recordEvent } from '../events';
import * as orders from './orders.repo';
import { toOrder } from './orders.service';

const totalOf = (row: orders.OrderRow, bonusSpent: number) =>
  row.subtotal + row.tips + row.deliveryAmount - bonusSpent;

/**
 * Take (up to `amount`) or drop the bonus on one of the guest's unpaid orders. Locks the order
 * (a payment settling it waits, or is seen) and then the guest's bonus, in the same order as
 * the paying paths, so concurrent requests set the balance aside one after the other.
 */
export async function applyBonus(db: Db, customerId: string, orderSlug: string, amount: number | 'all' | 0) {
  const row = await db.transaction(async (tx) => {
    const found = await orders.findBySlug(tx, orderSlug);
    const order = found && (await orders.findOrderById(tx, found.id, true));
    if (!order || order.customerId !== customerId || order.status === 'cancelled') throw notFound('Order');
    if (order.paid)
      throw new AppError(409, 'CONFLICT', 'The order is already paid', { reason: 'already-paid' });
    await lockCustomerBonus(tx, customerId);
    const cap = Math.min(
      await availableBonus(tx, order.structureId, customerId, order.id),
      order.subtotal + order.tips,
    );
    const spend = amount === 'all' ? cap : Math.min(amount, cap);
    const updated = await orders.updateOrder(tx, order.id, {
      bonusSpent: spend,
      total: totalOf(order, spend),
    });
    await recordEvent(tx, order.structureId, 'order.updated', { order: toOrder(updated) });
    return updated;
  });
  return toOrder(row);
}
