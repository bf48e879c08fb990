import type {
  TCreateWaiterCallBody,
  TSetWaiterCallStatusBody,
  TWaiterCall,
  TWaiterCallList,
  TWaiterCallState,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recordEvent } from '../events';
import * as repo from './waiter-calls.repo';

type CallView = NonNullable<Awaited<ReturnType<typeof repo.findCall>>>;

export const toWaiterCall = (row: CallView): TWaiterCall => ({
  id: row.id,
  tableId: row.tableId,
  tableLabel: `${row.groupName} · ${row.tableName}`,
  kind: row.kind as TWaiterCall['kind'],
  status: row.status as TWaiterCall['status'],
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt ? row.handledAt.toISOString() : null,
});

/** GET /waiter-call/{table}/enabled: guests see the button only where someone will come. */
export async function isEnabled(db: Db, tableId: string) {
  const table = await repo.findCallableTable(db, tableId);
  return { enabled: Boolean(table?.enabled && table.hasActiveMenu) };
}

/** GET /waiter-call/{table}/status. */
export async function status(db: Db, tableId: string): Promise<TWaiterCallState> {
  const table = await repo.findCallableTable(db, tableId);
  if (!table) throw notFound('Table');
  const open = await repo.openCallOfTable(db, tableId);
  return { open: open ? toWaiterCall(open) : null };
}

/**
 * POST /waiter-call/{table}/create. A table with an open call keeps that one (pressing twice
 * does not ring twice); a table that can't be called from answers 404.
 */
export async function createCall(db: Db, tableId: string, body: TCreateWaiterCallBody): Promise<TWaiterCall> {
  const table = await repo.findCallableTable(db, tableId);
  if (!table?.enabled || !table.hasActiveMenu) throw notFound('Table');
  const call = await db.transaction(async (tx) => {
    const open = await repo.openCallOfTable(tx, tableId);
    if (open) return open;
    const id = await repo.insertCall(tx, { structureId: table.structureId, tableId, kind: body.kind });
    const made = await repo.findCall(tx, table.structureId, id);
    if (!made) throw notFound('Waiter call');
    await recordEvent(tx, table.structureId, 'waiter-call.created', { call: toWaiterCall(made) });
    return made;
  });
  return toWaiterCall(call);
}

/** Staff: the company's open calls. */
export async function listOpen(db: Db, structureId: string): Promise<TWaiterCallList> {
  return { items: (await repo.openCalls(db, structureId)).map(toWaiterCall) };
}

/** Staff: a call handled (or reopened); the boards of every process hear of it. */
export async function setStatus(db: Db, structureId: string, userId: string, body: TSetWaiterCallStatusBody) {
  const call = await db.transaction(async (tx) => {
    const found = await repo.findCall(tx, structureId, body.callId);
    if (!found) throw notFound('Waiter call');
    await repo.setCallStatus(tx, structureId, body.callId, body.status, userId);
    const updated = await repo.findCall(tx, structureId, body.callId);
    if (!updated) throw notFound('Waiter call');
    await recordEvent(tx, structureId, 'waiter-call.updated', { call: toWaiterCall(updated) });
    return updated;
  });
  return toWaiterCall(call);
}
