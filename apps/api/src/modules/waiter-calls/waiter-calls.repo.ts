import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { onlineMenus, tableGroups, tables, waiterCalls } from '../../db/schema';

/** All SQL of waiter calls. Staff functions are scoped by the caller's company (`structureId`). */

const callColumns = {
  id: waiterCalls.id,
  structureId: waiterCalls.structureId,
  tableId: waiterCalls.tableId,
  kind: waiterCalls.kind,
  status: waiterCalls.status,
  createdAt: waiterCalls.createdAt,
  handledAt: waiterCalls.handledAt,
  groupName: tableGroups.name,
  tableName: tables.name,
};

/**
 * A table guests can call from: it exists, and its company has an active menu (a table of a
 * company that closed its menus has nobody watching the board).
 */
export async function findCallableTable(db: DbOrTx, tableId: string) {
  const [row] = await db
    .select({
      id: tables.id,
      structureId: tables.structureId,
      enabled: tables.waiterCallEnabled,
      label: tables.name,
      groupName: tableGroups.name,
    })
    .from(tables)
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId))
    .where(eq(tables.id, tableId));
  if (!row) return null;
  const [menu] = await db
    .select({ id: onlineMenus.id })
    .from(onlineMenus)
    .where(and(eq(onlineMenus.structureId, row.structureId), eq(onlineMenus.isActive, true)))
    .limit(1);
  return { ...row, hasActiveMenu: Boolean(menu) };
}

const joined = (db: DbOrTx) =>
  db
    .select(callColumns)
    .from(waiterCalls)
    .innerJoin(tables, eq(tables.id, waiterCalls.tableId))
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId));

export async function openCallOfTable(db: DbOrTx, tableId: string) {
  const [row] = await joined(db)
    .where(and(eq(waiterCalls.tableId, tableId), eq(waiterCalls.status, 'open')))
    .orderBy(desc(waiterCalls.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findCall(db: DbOrTx, structureId: string, id: string) {
  const [row] = await joined(db).where(and(eq(waiterCalls.structureId, structureId), eq(waiterCalls.id, id)));
  return row ?? null;
}

export async function insertCall(db: DbOrTx, values: { structureId: string; tableId: string; kind: string }) {
  const [row] = await db.insert(waiterCalls).values(values).returning({ id: waiterCalls.id });
  if (!row) throw new Error('insert waiter call returned nothing');
  return row.id;
}

export async function setCallStatus(
  db: DbOrTx,
  structureId: string,
  id: string,
  status: string,
  userId: string,
) {
  const handled = status === 'handled';
  await db
    .update(waiterCalls)
    .set({ status, handledAt: handled ? new Date() : null, handledBy: handled ? userId : null })
    .where(and(eq(waiterCalls.structureId, structureId), eq(waiterCalls.id, id)));
}

/** The company's open calls, oldest first (who waited longest comes first on the board). */
export async function openCalls(db: DbOrTx, structureId: string) {
  return joined(db)
    .where(and(eq(waiterCalls.structureId, structureId), eq(waiterCalls.status, 'open')))
    .orderBy(waiterCalls.createdAt);
}
