import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { guestSignInCodes } from '../../db/schema';

/** All SQL of guests' one-time sign-in codes. Addresses are stored in lower case. */

export type GuestCodeRow = typeof guestSignInCodes.$inferSelect;

export async function insertCode(db: DbOrTx, row: { email: string; codeHash: string; expiresAt: Date }) {
  await db.insert(guestSignInCodes).values(row);
}

/** A new code replaces the address's earlier ones: only the latest mail's code works. */
export async function retireOpenCodes(db: DbOrTx, email: string) {
  await db
    .update(guestSignInCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(guestSignInCodes.email, email), isNull(guestSignInCodes.usedAt)));
}

/** The address's latest code, locked until the transaction ends (two tries never count as one). */
export async function latestCodeForUpdate(db: DbOrTx, email: string): Promise<GuestCodeRow | null> {
  const [row] = await db
    .select()
    .from(guestSignInCodes)
    .where(eq(guestSignInCodes.email, email))
    .orderBy(desc(guestSignInCodes.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Counts a wrong entry; the count after it. */
export async function countWrongTry(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(guestSignInCodes)
    .set({ attempts: sql`${guestSignInCodes.attempts} + 1` })
    .where(eq(guestSignInCodes.id, id))
    .returning({ attempts: guestSignInCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Marks the code used; false when another request used it first. */
export async function useCode(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(guestSignInCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(guestSignInCodes.id, id), isNull(guestSignInCodes.usedAt)))
    .returning({ id: guestSignInCodes.id });
  return rows.length === 1;
}

/** Codes that stopped working a day ago only take room. */
export async function deleteOldCodes(db: DbOrTx) {
  await db.delete(guestSignInCodes).where(lt(guestSignInCodes.expiresAt, sql`now() - interval '1 day'`));
}
