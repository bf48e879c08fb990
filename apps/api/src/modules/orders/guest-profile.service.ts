import type { TCustomerProfile, TDeliveryInfo } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { balanceWith } from '../bonuses';
import { findCustomer } from '../customers';
import * as repo from './orders.repo';
import { toOrder } from './orders.service';

const RECENT_ORDERS = 20;

/** GET /customer/profile: the signed-in guest, their bonus with the menu's company and latest orders there. */
export async function customerProfile(
  db: Db,
  customerId: string,
  user: { name: string; email: string },
  menuSlug: string | undefined,
): Promise<TCustomerProfile> {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw notFound('Customer');
  let structureId: string | null = null;
  if (menuSlug) {
    const menu = await repo.findOrderableMenu(db, menuSlug);
    if (!menu?.isActive) throw notFound('Menu');
    structureId = menu.structureId;
  }
  const [bonus, rows] = await Promise.all([
    structureId ? balanceWith(db, structureId, customer.id) : null,
    repo.recentOrders(db, customer.id, structureId, RECENT_ORDERS),
  ]);
  return {
    customer: {
      id: customer.id,
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      deliveryInfo: (customer.deliveryInfo as TDeliveryInfo | null) ?? null,
    },
    user,
    bonus,
    orders: rows.map(toOrder),
  };
}
