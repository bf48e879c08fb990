import type { TBonusBalance, TBonusProgram } from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { recordEvent } from '../events';
import * as orders from '../orders/orders.repo';
import { toOrder } from '../orders/orders.service';
import * as repo from './bonuses.repo';

/** The guest's spendable balance with a company: the ledger minus what unpaid orders hold. */
async function available(db: DbOrTx, structureId: string, customerId: string, exceptOrderId?: string) {
  return Math.max(0, await repo.unreservedBalance(db, structureId, customerId, exceptOrderId));
}

export async function getProgram(db: Db, structureId: string): Promise<TBonusProgram> {
  return { ratePercent: await repo.rateOf(db, structureId) };
}

export async function setProgram(db: Db, structureId: string, body: TBonusProgram): Promise<TBonusProgram> {
  await repo.setRate(db, structureId, body.ratePercent);
  return body;
}

/** GET /online-menu/customer/bonus/{menu slug}. */
export async function balanceFor(db: Db, customerId: string, menuSlug: string): Promise<TBonusBalance> {
  const menu = await orders.findOrderableMenu(db, menuSlug);
  if (!menu?.isActive) throw notFound('Menu');
  return {
    ratePercent: await repo.rateOf(db, menu.structureId),
    balance: await available(db, menu.structureId, customerId),
  };
}

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
    await repo.lockCustomerBonus(tx, customerId);
    const cap = Math.min(
      await available(tx, order.structureId, customerId, order.id),
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

/**
 * When an order is paid (online or by staff): the bonus it used is spent for good and it earns
 * the company's rate on its subtotal. Called inside the paying transaction, after it locked the
 * order; runs once per order.
 */
export async function settleOrderBonus(db: DbOrTx, row: orders.OrderRow) {
  await repo.lockCustomerBonus(db, row.customerId);
  const rate = await repo.rateOf(db, row.structureId);
  const base = { structureId: row.structureId, customerId: row.customerId, orderId: row.id };
  if (row.bonusSpent > 0) await repo.addEntry(db, { ...base, kind: 'spend', amount: -row.bonusSpent });
  const earned = Math.floor((row.subtotal * rate) / 100);
  if (earned > 0) await repo.addEntry(db, { ...base, kind: 'earn', amount: earned });
}

/** An order marked unpaid again (a staff mistake, the order locked): its ledger lines go with it. */
export async function reverseOrderBonus(db: DbOrTx, orderId: string) {
  const order = await orders.findOrderById(db, orderId);
  if (order) await repo.lockCustomerBonus(db, order.customerId);
  await repo.deleteEntries(db, orderId);
}
