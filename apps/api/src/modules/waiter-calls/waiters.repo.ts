import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, tables, users, waiterTables } from '../../db/schema';

/** All SQL of waiters and their tables, scoped by the caller's company (`structureId`). */

/** Holding this permission makes a member a waiter: they answer calls at tables. */
const WAITER_PERMISSION = 'waiter-calls.manage';

const holdsWaiterPermission = sql`${roles.permissions} @> ${JSON.stringify([WAITER_PERMISSION])}::jsonb`;

export async function listWaiters(db: DbOrTx, structureId: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      roleSlug: roles.slug,
      roleName: roles.name,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.structureId, structureId), eq(users.status, 'active'), holdsWaiterPermission))
    .orderBy(users.name);
}

export async function findWaiter(db: DbOrTx, structureId: string, userId: string) {
  const [row] = await db
    .select({ userId: users.id, roleSlug: roles.slug, roleName: roles.name, isWaiter: holdsWaiterPermission })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.structureId, structureId), eq(users.id, userId)));
  return row ?? null;
}

export async function tablesOf(db: DbOrTx, structureId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: waiterTables.userId, tableId: waiterTables.tableId })
    .from(waiterTables)
    .where(and(eq(waiterTables.structureId, structureId), inArray(waiterTables.userId, userIds)));
}

/** How many of these tables are the company's (all must be, or nothing is changed). */
export async function countCompanyTables(db: DbOrTx, structureId: string, tableIds: string[]) {
  if (tableIds.length === 0) return 0;
  const rows = await db
    .select({ id: tables.id })
    .from(tables)
    .where(and(eq(tables.structureId, structureId), inArray(tables.id, tableIds)));
  return rows.length;
}

export async function replaceTables(db: DbOrTx, structureId: string, userId: string, tableIds: string[]) {
  await db
    .delete(waiterTables)
    .where(and(eq(waiterTables.structureId, structureId), eq(waiterTables.userId, userId)));
  if (tableIds.length > 0) {
    await db.insert(waiterTables).values(tableIds.map((tableId) => ({ structureId, userId, tableId })));
  }
}
