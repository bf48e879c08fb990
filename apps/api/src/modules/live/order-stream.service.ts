import type { TLiveEvent, TOrder } from '@guestloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import * as orders from '../orders';
import { toOrder, withoutGuestDetails } from '../orders';
import { openCallOfTable, toWaiterCall } from '../waiter-calls';
import { streamToGuest } from './guest-stream';

/**
 * One order's live page for the guest (GET /order/{slug}/live): the company's events narrowed
 * to this order's changes and its table's waiter calls. A fresh stream starts with the order as
 * it is (and the table's open call); a reconnecting one (Last-Event-ID) gets what it missed.
 */

type Payload = { order?: { id?: string }; call?: { tableId?: string } };

/** Another viewer than the order's own guest sees its changes without the guest's details. */
function forViewer(event: TLiveEvent, ownOrder: boolean): TLiveEvent {
  const order = (event.payload as { order?: TOrder }).order;
  if (ownOrder || !order) return event;
  return { ...event, payload: { ...event.payload, order: withoutGuestDetails(order) } };
}

const concerns = (order: orders.OrderRow) => (event: TLiveEvent) => {
  const payload = event.payload as Payload;
  if (event.kind.startsWith('order.')) return payload.order?.id === order.id;
  return (
    order.tableId !== null && event.kind.startsWith('waiter-call.') && payload.call?.tableId === order.tableId
  );
};

export async function streamOrder(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  order: orders.OrderRow,
  after: number | undefined,
  ownOrder: boolean,
) {
  const db = database.db;
  await streamToGuest(database, request, reply, {
    structureId: order.structureId,
    after,
    relevant: concerns(order),
    forViewer: (event) => forViewer(event, ownOrder),
    /** The order as it is now (read after subscribing, so no change falls in between). */
    snapshot: async (id) => {
      const events: TLiveEvent[] = [];
      const current = await orders.findOrderById(db, order.id);
      if (current) events.push({ id, kind: 'order.updated', payload: { order: toOrder(current) } });
      const call = order.tableId ? await openCallOfTable(db, order.tableId) : null;
      if (call) events.push({ id, kind: 'waiter-call.updated', payload: { call: toWaiterCall(call) } });
      return events;
    },
  });
}
