import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bonusEntries, orders, structures } from '../../db/schema';

/** All SQL of bonuses: the company's rate, the ledger, and what unpaid orders set aside. */

export async function rateOf(db: DbOrTx, structureId: string): Promise<number> {
  const [row] = await db
    .select({ rate: structures.bonusRate })
    .from(structures)
    .where(eq(structures.id, structureId));
  return row?.rate ?? 0;
}

export async function setRate(db: DbOrTx, structureId: string, rate: number) {
  await db.update(structures).set({ bonusRate: rate }).where(eq(structures.id, structureId));
}

/** Earned minus spent in the ledger. */
export async function ledgerBalance(db: DbOrTx, structureId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${bonusEntries.amount}), 0)` })
    .from(bonusEntries)
    .where(and(eq(bonusEntries.structureId, structureId), eq(bonusEntries.customerId, customerId)));
  return Number(row?.sum ?? 0);
}

/** Bonus set aside on the guest's unpaid, open orders of the company (except `exceptOrderId`). */
export async function reserved(db: DbOrTx, structureId: string, customerId: string, exceptOrderId?: string) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${orders.bonusSpent}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.structureId, structureId),
        eq(orders.customerId, customerId),
        eq(orders.paid, false),
        notInArray(orders.status, ['cancelled', 'closed']),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    );
  return Number(row?.sum ?? 0);
}

/** One ledger line per order and kind; a second try (a replayed payment) adds nothing. */
export async function addEntry(
  db: DbOrTx,
  values: {
    structureId: string;
    customerId: string;
    orderId: string;
    kind: 'earn' | 'spend';
    amount: number;
  },
) {
  await db.insert(bonusEntries).values(values).onConflictDoNothing();
}

export async function deleteEntries(db: DbOrTx, orderId: string) {
  await db.delete(bonusEntries).where(eq(bonusEntries.orderId, orderId));
}
