import type { TAskCashBody, TOrder, TOrderTipsBody, TSetOrderPaidBody } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { reverseOrderBonus, settleOrderBonus } from '../bonuses';
import { recordEvent } from '../events';
import * as repo from './orders.repo';
import { toOrder } from './orders.service';

/**
 * The money side of an order before and after paying: tips, asking for the bill at the table,
 * and staff marking it paid. Totals are always recomputed here from the stored parts.
 */

const totalOf = (row: repo.OrderRow, tips = row.tips, bonusSpent = row.bonusSpent) =>
  row.subtotal + tips + row.deliveryAmount - bonusSpent;

const alreadyPaid = () =>
  new AppError(409, 'CONFLICT', 'The order is already paid', { reason: 'already-paid' });

/** Changes a guest's order by its slug, in one transaction, and tells the boards. */
async function changeGuestOrder(
  db: Db,
  slug: string,
  change: (row: repo.OrderRow) => Partial<repo.OrderRow>,
) {
  const row = await db.transaction(async (tx) => {
    const bySlug = await repo.findBySlug(tx, slug);
    // Locked like a settling payment locks it: a tip never lands on an order paid meanwhile
    // (nor a payment on a total that has just changed).
    const found = bySlug ? await repo.findOrderById(tx, bySlug.id, true) : null;
    if (!found) throw notFound('Order');
    if (found.paid) throw alreadyPaid();
    if (found.status === 'cancelled') throw notFound('Order');
    const updated = await repo.updateOrder(tx, found.id, change(found));
    await recordEvent(tx, found.structureId, 'order.updated', { order: toOrder(updated) });
    return updated;
  });
  return toOrder(row);
}

/** POST /order/{slug}/tips: the guest's tip (the delivery charge stays the venue's). */
export function setTips(db: Db, slug: string, body: TOrderTipsBody): Promise<TOrder> {
  return changeGuestOrder(db, slug, (row) => {
    // Bonus set aside for a higher tip goes back to the balance: it never pays more than the bill.
    const bonusSpent = Math.min(row.bonusSpent, totalOf(row, body.amount, 0));
    return {
      tips: body.amount,
      needReceipt: body.needReceipt,
      bonusSpent,
      total: totalOf(row, body.amount, bonusSpent),
    };
  });
}

/** POST /ask-cash: the guest asks for the bill at the table (cash, or card at the terminal). */
export function askCash(db: Db, body: TAskCashBody): Promise<TOrder> {
  return changeGuestOrder(db, body.orderSlug, () => ({
    cashRequestedAt: new Date(),
    cashAmount: body.paymentMethod === 'cash' ? body.amount : null,
    needReceipt: body.needReceipt,
    paymentMethod: body.paymentMethod,
  }));
}

/** Staff: paid at the counter or the table; or unpaid again when marked by mistake. */
export async function setPaid(db: Db, structureId: string, body: TSetOrderPaidBody): Promise<TOrder> {
  const row = await db.transaction(async (tx) => {
    const found = await repo.findCompanyOrder(tx, structureId, body.orderSlug, true);
    if (!found) throw notFound('Order');
    const updated = await repo.updateOrder(tx, found.id, {
      paid: body.paid,
      paidAt: body.paid ? new Date() : null,
      paymentMethod: body.paymentMethod ?? found.paymentMethod ?? (body.paid ? 'cash' : null),
    });
    if (body.paid && !found.paid) await settleOrderBonus(tx, updated);
    if (!body.paid && found.paid) await reverseOrderBonus(tx, updated);
    await recordEvent(tx, structureId, 'order.updated', { order: toOrder(updated) });
    return updated;
  });
  return toOrder(row);
}
