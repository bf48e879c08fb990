import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';

export async function insertSession(
  db: DbOrTx,
  row: { tokenHash: string; userId: string; expiresAt: Date; userAgent?: string | null; ip?: string | null },
) {
  await db.insert(sessions).values(row);
}

/** The signed-in user behind a session token hash, with the role's permissions; null when unknown or expired. */
export async function findSessionUser(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: users,
      permissions: roles.permissions,
      roleSlug: roles.slug,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: DbOrTx, tokenHash: string, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
