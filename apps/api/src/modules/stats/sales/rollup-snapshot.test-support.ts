import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  callDayRollups,
  itemDayRollups,
  orderHourRollups,
  salesCallPlaces,
  salesOrderPlaces,
} from '../../../db/schema';

/** Every rollup row that counts something (a row summed back to zero counts nothing), in a stable order. */
export async function rollupSnapshot(db: Db) {
  const nonZero = (row: Record<string, unknown>, measures: string[]) =>
    measures.some((m) => Number(row[m]) !== 0);
  const text = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row)).sort();
  const orders = await db.select().from(orderHourRollups);
  const items = await db.select().from(itemDayRollups);
  const calls = await db.select().from(callDayRollups);
  return {
    orders: text(
      orders.filter((r) =>
        nonZero(r, [
          'orders',
          'cancelled',
          'cancelledTotal',
          'sales',
          'paidOrders',
          'revenue',
          'subtotal',
          'tips',
        ]),
      ),
    ),
    items: text(items.filter((r) => nonZero(r, ['quantity', 'revenue']))),
    calls: text(calls.filter((r) => nonZero(r, ['calls', 'handled', 'responseSecondsSum']))),
    orderPlaces: text(await db.select().from(salesOrderPlaces).orderBy(asc(salesOrderPlaces.orderId))),
    callPlaces: text(await db.select().from(salesCallPlaces).orderBy(asc(salesCallPlaces.callId))),
  };
}
