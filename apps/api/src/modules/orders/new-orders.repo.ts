import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/** How many orders the company received after `since`. */
export async function countOrdersSince(db: DbOrTx, structureId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.structureId, structureId), gt(orders.createdAt, since)));
  return Number(row?.n ?? 0);
}
