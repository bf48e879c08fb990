import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, sessions, structures, users } from '../../db/schema';

/** Ends every session of a user but the one making the request. */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepTokenHash: string | null) {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined),
    );
}

/** Serialises membership changes of one company until the transaction ends. */
export async function lockStructure(db: DbOrTx, structureId: string) {
  await db.select({ id: structures.id }).from(structures).where(eq(structures.id, structureId)).for('update');
}

/** Users of a company other than one (whatever their status). */
export async function countOtherUsers(db: DbOrTx, structureId: string, exceptUserId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.structureId, structureId), ne(users.id, exceptUserId)));
  return row?.n ?? 0;
}

/** Active users of a company, other than one, whose role may manage users (administrators). */
export async function countOtherAdministrators(db: DbOrTx, structureId: string, exceptUserId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.structureId, structureId),
        ne(users.id, exceptUserId),
        eq(users.status, 'active'),
        sql`${roles.permissions} @> '["users.manage"]'::jsonb`,
      ),
    );
  return row?.n ?? 0;
}

export async function countOtherSuperAdmins(db: DbOrTx, exceptUserId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isSuperAdmin, true), eq(users.status, 'active'), ne(users.id, exceptUserId)));
  return row?.n ?? 0;
}

/** Deletes a user; sessions and mailed tokens go with it (foreign keys cascade). */
export async function deleteUser(db: DbOrTx, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/** Deletes a company and, by cascade, everything it owns. */
export async function deleteStructure(db: DbOrTx, structureId: string) {
  await db.delete(structures).where(eq(structures.id, structureId));
}
