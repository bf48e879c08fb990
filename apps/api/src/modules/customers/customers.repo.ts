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

/** The identity that belongs to an account (at most one: a unique index). */
export async function findAccountCustomer(db: DbOrTx, userId: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.userId, userId));
  return row ?? null;
}

/** Makes the account's identity unless a concurrent request just did (then the caller reads it). */
export async function insertAccountCustomer(db: DbOrTx, userId: string, browserHashDigest: string) {
  await db
    .insert(customers)
    .values({ browserHash: browserHashDigest, userId })
    .onConflictDoNothing({ target: customers.userId });
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

const moveBelongings = async (tx: DbOrTx, fromId: string, intoId: string) => {
  await tx.update(orders).set({ customerId: intoId }).where(eq(orders.customerId, fromId));
  await tx.update(bonusEntries).set({ customerId: intoId }).where(eq(bonusEntries.customerId, fromId));
};

/**
 * A device's identity hands what it holds to a signed-in account's: its orders and bonus
 * entries move over, and its contact and delivery details fill the account's empty ones. The
 * device identity stays apart (no pointer to the account), so once signed out the device no
 * longer sees the account's orders or bonus.
 */
export async function absorbCustomer(db: Db, from: CustomerRow, into: CustomerRow): Promise<void> {
  await db.transaction(async (tx) => {
    await moveBelongings(tx, from.id, into.id);
    const fill = (field: 'name' | 'phone' | 'email' | 'deliveryInfo') =>
      into[field] === null && from[field] !== null ? { [field]: from[field] } : {};
    const details = { ...fill('name'), ...fill('phone'), ...fill('email'), ...fill('deliveryInfo') };
    if (Object.keys(details).length > 0) {
      await tx.update(customers).set(details).where(eq(customers.id, into.id));
    }
  });
}

/**
 * `fromId` becomes part of `intoId`: its orders and bonus entries move over, and it points at
 * `intoId` so its old cookie keeps working. One transaction: a half-merged guest never shows.
 */
export async function mergeCustomer(db: Db, fromId: string, intoId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await moveBelongings(tx, fromId, intoId);
    await tx.update(customers).set({ mergedIntoId: intoId }).where(eq(customers.mergedIntoId, fromId));
    await tx.update(customers).set({ mergedIntoId: intoId }).where(eq(customers.id, fromId));
  });
}
