import type { TLiveEvent } from '@guestloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { openCallOfTable, toWaiterCall } from '../waiter-calls';
import { streamToGuest } from './guest-stream';

/**
 * A table's menu page, live (GET /waiter-call/{table}/live): the table's waiter calls, so a guest
 * who has not ordered sees each step staff take (seen, on the way, handled) as they take it. A
 * fresh stream starts with the table's call still waiting, if any.
 */
export async function streamTableCalls(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  table: { id: string; structureId: string },
  after: number | undefined,
) {
  await streamToGuest(database, request, reply, {
    structureId: table.structureId,
    after,
    relevant: (event) =>
      event.kind.startsWith('waiter-call.') &&
      (event.payload as { call?: { tableId?: string } }).call?.tableId === table.id,
    snapshot: async (id): Promise<TLiveEvent[]> => {
      const call = await openCallOfTable(database.db, table.id);
      return call ? [{ id, kind: 'waiter-call.updated', payload: { call: toWaiterCall(call) } }] : [];
    },
  });
}
