import type {
  TCustomerOrdersBody,
  TDeliveryInfo,
  TOrder,
  TOrderConflict,
  TOrderList,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import * as customers from '../customers';
import { recordEvent } from '../events';
import * as repo from './orders.repo';
import { toOrder } from './orders.service';

/** A guest's own orders and delivery details (SPEC point 7 "Orders", customer calls). */

/** POST /customer/orders: the guest's orders, newest first. */
export async function listOwn(
  db: Db,
  customerId: string,
  { menu, page, pageSize }: TCustomerOrdersBody,
): Promise<TOrderList> {
  const { rows, total } = await repo.listByCustomer(db, customerId, menu, page, pageSize);
  return { items: rows.map(toOrder), total, page, pageSize };
}

/**
 * PUT /customer/orders: orders this device's own identity placed join the guest in use (the
 * signed-in account's). Slugs of orders another identity placed are passed over: knowing an
 * order's address does not make it yours.
 */
export async function claim(
  db: Db,
  customerId: string,
  deviceCustomerId: string | null,
  slugs: string[],
): Promise<TOrderList> {
  const owners = deviceCustomerId ? [customerId, deviceCustomerId] : [customerId];
  await repo.claimBySlugs(db, customerId, [...new Set(owners)], [...new Set(slugs)]);
  return listOwn(db, customerId, { page: 1, pageSize: 50 });
}

/** The guest's saved delivery details (filled in the next delivery order). */
export async function savedDeliveryInfo(db: Db, customerId: string) {
  const row = await customers.findCustomer(db, customerId);
  return { deliveryInfo: (row?.deliveryInfo as TDeliveryInfo | null) ?? null };
}

export async function saveDeliveryInfo(db: Db, customerId: string, info: TDeliveryInfo) {
  await customers.updateCustomer(db, customerId, { deliveryInfo: info });
  return { deliveryInfo: info };
}

/**
 * POST /delivery-info: where the guest's own delivery order goes. Only for delivery orders not
 * yet on their way; the details are also kept for the guest's next order.
 */
export async function setOrderDeliveryInfo(
  db: Db,
  customerId: string,
  orderSlug: string,
  info: TDeliveryInfo,
): Promise<TOrder> {
  const row = await db.transaction(async (tx) => {
    const order = await repo.findBySlug(tx, orderSlug);
    if (!order || order.status === 'cancelled' || order.customerId !== customerId) throw notFound('Order');
    if (order.type !== 'delivery') {
      throw new AppError(409, 'CONFLICT', 'Only a delivery order has delivery details', {
        reason: 'not-delivery',
      });
    }
    if (!['new', 'accepted', 'preparing'].includes(order.status)) {
      const details: TOrderConflict = {
        reason: 'status-change',
        from: order.status as TOrder['status'],
        allowed: [],
      };
      throw new AppError(409, 'CONFLICT', 'The order is already on its way', details);
    }
    // The area stays the one the order was placed (and charged) for.
    const area = order.deliveryInfo?.area ?? null;
    const updated = await repo.updateOrder(tx, order.id, { deliveryInfo: { ...info, area } });
    await recordEvent(tx, order.structureId, 'order.updated', { order: toOrder(updated) });
    return updated;
  });
  await customers.updateCustomer(db, customerId, { deliveryInfo: info });
  return toOrder(row);
}
