import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bonusEntries, customers, orders } from '../../db/schema';

/** All SQL of guest identities. Guests belong to no company: lookups are by id and secret hash. */

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerValues = Partial<Pick<CustomerRow, 'name' | 'phone' | 'email' | 'deliveryInfo'>>;

export async function insertCustomer(db: DbOrTx, browserHashDigest: string): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values({ browserHash: browserHashDigest }).returning();
  if (!row) throw new Error('insert customer returned nothing');
  return row;
}

export async function findCustomer(db: DbOrTx, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export async function updateCustomer(
  db: DbOrTx,
  id: string,
  values: CustomerValues,
): Promise<CustomerRow | null> {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  return row ?? null;
}

export async function touchCustomer(db: DbOrTx, id: string): Promise<void> {
  await db.update(customers).set({ lastSeenAt: new Date() }).where(eq(customers.id, id));
}

/**
 * `fromId` becomes part of `intoId`: its orders and bonus entries move over, and it points at
 * `intoId` so its old cookie keeps working. One transaction: a half-merged guest never shows.
 */
export async function mergeCustomer(db: Db, fromId: string, intoId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ customerId: intoId }).where(eq(orders.customerId, fromId));
    await tx.update(bonusEntries).set({ customerId: intoId }).where(eq(bonusEntries.customerId, fromId));
    await tx.update(customers).set({ mergedIntoId: intoId }).where(eq(customers.mergedIntoId, fromId));
    await tx.update(customers).set({ mergedIntoId: intoId }).where(eq(customers.id, fromId));
  });
}
