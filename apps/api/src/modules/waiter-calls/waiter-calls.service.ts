import type {
  TCreateWaiterCallBody,
  TSetWaiterCallStatusBody,
  TWaiterCall,
  TWaiterCallList,
  TWaiterCallState,
  TWaiterCallStatus,
  TWaiterCallsQuery,
  TWaiterHome,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type DomainEvents, recordEvent } from '../events';
import * as repo from './waiter-calls.repo';
import { tablesOf } from './waiters.repo';

type CallView = NonNullable<Awaited<ReturnType<typeof repo.findCall>>>;

export const toWaiterCall = (row: CallView): TWaiterCall => ({
  id: row.id,
  tableId: row.tableId,
  tableLabel: `${row.groupName} · ${row.tableName}`,
  kind: row.kind as TWaiterCall['kind'],
  payWith: row.kind === 'bill' ? ((row.payWith as TWaiterCall['payWith']) ?? null) : null,
  status: row.status as TWaiterCall['status'],
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt ? row.handledAt.toISOString() : null,
});

/** GET /waiter-call/{table}/enabled: guests see the button only where someone will come. */
export async function isEnabled(db: Db, tableId: string) {
  const table = await repo.findCallableTable(db, tableId);
  return { enabled: Boolean(table?.enabled && table.hasActiveMenu) };
}

/** The table a guest page follows: 404 for a table that does not exist. */
export async function tableOfCalls(db: Db, tableId: string) {
  const table = await repo.findCallableTable(db, tableId);
  if (!table) throw notFound('Table');
  return { id: table.id, structureId: table.structureId };
}

/** GET /waiter-call/{table}/status. */
export async function status(db: Db, tableId: string): Promise<TWaiterCallState> {
  await tableOfCalls(db, tableId);
  const open = await repo.openCallOfTable(db, tableId);
  return { open: open ? toWaiterCall(open) : null };
}

/**
 * POST /waiter-call/{table}/create. No order is needed. A table with a call still waiting keeps
 * that one (pressing twice does not ring twice); a table that can't be called from answers 404.
 */
export async function createCall(
  db: Db,
  tableId: string,
  body: TCreateWaiterCallBody,
  events?: Pick<DomainEvents, 'emit'>,
): Promise<TWaiterCall> {
  const table = await repo.findCallableTable(db, tableId);
  if (!table?.enabled || !table.hasActiveMenu) throw notFound('Table');
  let made = false;
  const call = await db.transaction(async (tx) => {
    const open = await repo.openCallOfTable(tx, tableId);
    if (open) return open;
    made = true;
    const id = await repo.insertCall(tx, {
      structureId: table.structureId,
      tableId,
      kind: body.kind,
      payWith: body.kind === 'bill' ? (body.payWith ?? null) : null,
    });
    const found = await repo.findCall(tx, table.structureId, id);
    if (!found) throw notFound('Waiter call');
    await recordEvent(tx, table.structureId, 'waiter-call.created', { call: toWaiterCall(found) });
    return found;
  });
  if (made) {
    await events?.emit('waiter-call.made', {
      structureId: table.structureId,
      callId: call.id,
      tableId,
      tableLabel: toWaiterCall(call).tableLabel,
      locationId: table.locationId,
      kind: body.kind,
    });
  }
  return toWaiterCall(call);
}

/** Staff: the company's calls waiting for an answer, all or those of the caller's tables. */
export async function listOpen(
  db: Db,
  structureId: string,
  userId: string,
  query: TWaiterCallsQuery,
): Promise<TWaiterCallList> {
  const mine =
    query.scope === 'mine' ? (await tablesOf(db, structureId, [userId])).map((t) => t.tableId) : [];
  const rows =
    mine.length > 0 ? await repo.openCallsAt(db, structureId, mine) : await repo.openCalls(db, structureId);
  return { items: rows.map(toWaiterCall) };
}

const STEP: Record<TWaiterCallStatus, number> = { open: 0, seen: 1, 'on-the-way': 2, handled: 3 };

/**
 * Whether a call moves from `from` to `to`: steps go forward only (a second board's "seen" or a
 * stale "on my way" leaves a later step as it is); `open` undoes any step taken by mistake.
 */
export function takesStep(from: TWaiterCallStatus, to: TWaiterCallStatus): boolean {
  if (from === to) return false;
  return to === 'open' || STEP[to] > STEP[from];
}

/** Staff: a call's next step; the boards and the guest's page hear of it through the live feed. */
export async function setStatus(db: Db, structureId: string, userId: string, body: TSetWaiterCallStatusBody) {
  const call = await db.transaction(async (tx) => {
    const current = await repo.lockCallStatus(tx, structureId, body.callId);
    if (!current) throw notFound('Waiter call');
    if (!takesStep(current as TWaiterCallStatus, body.status)) {
      const found = await repo.findCall(tx, structureId, body.callId);
      if (!found) throw notFound('Waiter call');
      return found;
    }
    await repo.setCallStatus(tx, structureId, body.callId, body.status, userId);
    const updated = await repo.findCall(tx, structureId, body.callId);
    if (!updated) throw notFound('Waiter call');
    await recordEvent(tx, structureId, 'waiter-call.updated', { call: toWaiterCall(updated) });
    return updated;
  });
  return toWaiterCall(call);
}

/** GET /online-menu/waiter/home: the caller's tables by name and the boards they can open. */
export async function waiterHome(db: Db, structureId: string, userId: string): Promise<TWaiterHome> {
  const mine = (await tablesOf(db, structureId, [userId])).map((t) => t.tableId);
  const labels = await repo.tableLabels(db, structureId, mine);
  const boards = await repo.activeMenus(db, structureId);
  return {
    tables: labels.map((t) => ({ id: t.id, label: `${t.groupName} · ${t.tableName}` })),
    boards,
  };
}
