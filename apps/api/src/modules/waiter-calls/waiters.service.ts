import type { TSetWaiterTablesBody, TWaiter, TWaiterRole } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './waiters.repo';

/** Waiters (SPEC point 6: "Waiters hold a role and are assigned to tables"). */

const byUser = (rows: { userId: string; tableId: string }[]) => {
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.tableId]);
  return map;
};

/** GET /online-menu/waiters: the company's members who answer calls, with their tables. */
export async function listWaiters(db: Db, structureId: string): Promise<{ items: TWaiter[] }> {
  const waiters = await repo.listWaiters(db, structureId);
  const tables = byUser(
    await repo.tablesOf(
      db,
      structureId,
      waiters.map((w) => w.userId),
    ),
  );
  return {
    items: waiters.map((w) => ({
      userId: w.userId,
      name: w.name,
      email: w.email,
      role: { slug: w.roleSlug, name: w.roleName },
      tableIds: tables.get(w.userId) ?? [],
    })),
  };
}

/** GET /online-menu/waiter/role: the signed-in member's waiter role and tables. */
export async function myWaiterRole(db: Db, structureId: string, userId: string): Promise<TWaiterRole> {
  const me = await repo.findWaiter(db, structureId, userId);
  if (!me) throw notFound('User');
  const tables = await repo.tablesOf(db, structureId, [userId]);
  return {
    isWaiter: Boolean(me.isWaiter),
    role: me.roleSlug && me.roleName ? { slug: me.roleSlug, name: me.roleName } : null,
    tableIds: tables.map((t) => t.tableId),
  };
}

/** POST /online-menu/waiter/{userId}/tables: the tables a waiter serves from now on. */
export async function setTables(db: Db, structureId: string, userId: string, body: TSetWaiterTablesBody) {
  const tableIds = [...new Set(body.tableIds)];
  await db.transaction(async (tx) => {
    const waiter = await repo.findWaiter(tx, structureId, userId);
    if (!waiter) throw notFound('User');
    if (!waiter.isWaiter) {
      throw new AppError(409, 'CONFLICT', 'This member does not answer waiter calls', {
        reason: 'not-a-waiter',
      });
    }
    if ((await repo.countCompanyTables(tx, structureId, tableIds)) !== tableIds.length)
      throw notFound('Table');
    await repo.replaceTables(tx, structureId, userId, tableIds);
  });
  return myWaiterRole(db, structureId, userId);
}
