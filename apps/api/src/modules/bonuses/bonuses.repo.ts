import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bonusEntries, customers, onlineMenus, orders, structures } from '../../db/schema';

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

/**
 * Holds the guest's bonus until the transaction ends: every use case that reads the balance to
 * decide what to set aside, or changes the ledger, takes this first, so two requests on
 * different orders (or processes) never both spend the same bonus. The balance must be read in a
 * later statement: one that waited here sees what the holder committed.
 */
export async function lockCustomerBonus(db: DbOrTx, customerId: string): Promise<void> {
  await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
}

/**
 * Earned minus spent in the ledger, minus what the guest's unpaid, open orders of the company set
 * aside (except `exceptOrderId`). One statement, so a payment committing in between cannot count
 * an order's bonus in neither place.
 */
export async function unreservedBalance(
  db: DbOrTx,
  structureId: string,
  customerId: string,
  exceptOrderId?: string,
): Promise<number> {
  const ledger = db
    .select({ sum: sql`coalesce(sum(${bonusEntries.amount}), 0)` })
    .from(bonusEntries)
    .where(and(eq(bonusEntries.structureId, structureId), eq(bonusEntries.customerId, customerId)));
  const reserved = db
    .select({ sum: sql`coalesce(sum(${orders.bonusSpent}), 0)` })
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
  const [row] = await db
    .select({ balance: sql<string>`(${ledger}) - (${reserved})` })
    .from(customers)
    .where(eq(customers.id, customerId));
  return Number(row?.balance ?? 0);
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

/** The company of an active menu, by its slug; null when there is none. */
export async function companyOfActiveMenu(db: DbOrTx, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ structureId: onlineMenus.structureId })
    .from(onlineMenus)
    .where(and(eq(onlineMenus.slug, slug), eq(onlineMenus.isActive, true)));
  return row?.structureId ?? null;
}
