import type { TLiveEvent, TOrder } from '@guestloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { companyFeed, eventsAfter, latestEventId } from '../events';
import * as orders from '../orders';
import { toOrder, withoutGuestDetails } from '../orders';
import { openCallOfTable, toWaiterCall } from '../waiter-calls';
import { CATCH_UP_LIMIT, frame, HEARTBEAT_MS, openEventStream } from './live.service';

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
  const relevant = concerns(order);
  const queued: TLiveEvent[] = [];
  let ready = false;
  let lastSent = after ?? (await latestEventId(db, order.structureId));
  const res = reply.raw;
  const send = (event: TLiveEvent) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    if (relevant(event)) res.write(frame(forViewer(event, ownOrder)));
  };
  const unsubscribe = await companyFeed(database).subscribe(order.structureId, (event) => {
    if (ready) send(event);
    else queued.push(event);
  });

  openEventStream(reply);
  /** The order as it is now (read after subscribing, so no change falls in between). */
  const sendSnapshot = async () => {
    const current = await orders.findOrderById(db, order.id);
    if (current) {
      const snapshot = { id: lastSent, kind: 'order.updated', payload: { order: toOrder(current) } };
      res.write(frame(forViewer(snapshot, ownOrder)));
    }
    const call = order.tableId ? await openCallOfTable(db, order.tableId) : null;
    if (call)
      res.write(frame({ id: lastSent, kind: 'waiter-call.updated', payload: { call: toWaiterCall(call) } }));
  };
  if (after === undefined) {
    await sendSnapshot();
  } else {
    const missed = await eventsAfter(db, order.structureId, lastSent, CATCH_UP_LIMIT);
    for (const row of missed) send({ id: row.id, kind: row.kind, payload: row.payload });
    // Away too long to replay everything: the order as it is now says the same.
    if (missed.length === CATCH_UP_LIMIT) {
      lastSent = Math.max(lastSent, await latestEventId(db, order.structureId));
      await sendSnapshot();
    }
  }
  for (const event of queued.sort((a, b) => a.id - b.id)) send(event);
  ready = true;

  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
