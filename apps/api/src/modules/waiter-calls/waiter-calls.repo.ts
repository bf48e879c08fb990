import { ACTIVE_WAITER_CALL_STATUSES } from '@guestloop/contracts';
import { and, desc, eq, inArray, notExists, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { onlineMenus, tableGroups, tables, waiterCalls, waiterTables } from '../../db/schema';

/** All SQL of waiter calls. Staff functions are scoped by the caller's company (`structureId`). */

const callColumns = {
  id: waiterCalls.id,
  structureId: waiterCalls.structureId,
  tableId: waiterCalls.tableId,
  kind: waiterCalls.kind,
  payWith: waiterCalls.payWith,
  status: waiterCalls.status,
  createdAt: waiterCalls.createdAt,
  handledAt: waiterCalls.handledAt,
  groupName: tableGroups.name,
  tableName: tables.name,
};

const isActive = inArray(waiterCalls.status, [...ACTIVE_WAITER_CALL_STATUSES]);

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
      locationId: tableGroups.locationId,
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

/** The table's call still waiting for its answer (open, seen or on the way), if any. */
export async function openCallOfTable(db: DbOrTx, tableId: string) {
  const [row] = await joined(db)
    .where(and(eq(waiterCalls.tableId, tableId), isActive))
    .orderBy(desc(waiterCalls.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findCall(db: DbOrTx, structureId: string, id: string) {
  const [row] = await joined(db).where(and(eq(waiterCalls.structureId, structureId), eq(waiterCalls.id, id)));
  return row ?? null;
}

/** The call's status, its row locked until the transaction ends (two staff stepping at once). */
export async function lockCallStatus(db: DbOrTx, structureId: string, id: string) {
  const [row] = await db
    .select({ status: waiterCalls.status })
    .from(waiterCalls)
    .where(and(eq(waiterCalls.structureId, structureId), eq(waiterCalls.id, id)))
    .for('update');
  return row?.status ?? null;
}

export async function insertCall(
  db: DbOrTx,
  values: { structureId: string; tableId: string; kind: string; payWith: string | null },
) {
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

/** The company's calls waiting for an answer, oldest first (who waited longest comes first). */
export async function openCalls(db: DbOrTx, structureId: string) {
  return joined(db)
    .where(and(eq(waiterCalls.structureId, structureId), isActive))
    .orderBy(waiterCalls.createdAt);
}

/** Like openCalls, only at these tables or at tables nobody serves. */
export async function openCallsAt(db: DbOrTx, structureId: string, tableIds: string[]) {
  const served = db
    .select({ tableId: waiterTables.tableId })
    .from(waiterTables)
    .where(and(eq(waiterTables.structureId, structureId), eq(waiterTables.tableId, waiterCalls.tableId)));
  return joined(db)
    .where(
      and(
        eq(waiterCalls.structureId, structureId),
        isActive,
        or(inArray(waiterCalls.tableId, tableIds), notExists(served)),
      ),
    )
    .orderBy(waiterCalls.createdAt);
}

/** "Hall · 3" labels of these tables of the company, in the venue's order. */
export async function tableLabels(db: DbOrTx, structureId: string, tableIds: string[]) {
  if (tableIds.length === 0) return [];
  return db
    .select({ id: tables.id, groupName: tableGroups.name, tableName: tables.name })
    .from(tables)
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId))
    .where(and(eq(tables.structureId, structureId), inArray(tables.id, tableIds)))
    .orderBy(tableGroups.position, tables.position);
}

/** The company's active menus (slug and title): each has a live board. */
export async function activeMenus(db: DbOrTx, structureId: string) {
  return db
    .select({ slug: onlineMenus.slug, title: onlineMenus.title })
    .from(onlineMenus)
    .where(and(eq(onlineMenus.structureId, structureId), eq(onlineMenus.isActive, true)))
    .orderBy(onlineMenus.title);
}
