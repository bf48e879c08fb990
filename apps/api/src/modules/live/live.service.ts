import type { TLiveEvent, TLiveEvents } from '@guestloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { companyFeed, type EventRow, eventsAfter, latestEventId } from '../events';

/** How many missed events a board catches up with at once; older ones it reloads as a list. */
export const CATCH_UP_LIMIT = 500;
/** A comment line now and then keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** How often older events are dropped (a background job, on one process of all). */
export const PRUNE_EVERY_MS = 60 * 60_000;

const toEvent = (row: EventRow): TLiveEvent => ({
  id: row.id,
  kind: row.kind,
  payload: row.payload,
});

/** Which of the feed's events a member may read: `permitted(permission)` answers for the member. */
export type EventFilter = (kind: string) => boolean;

const BOARD_PERMISSIONS = ['orders.view', 'orders.manage', 'waiter-calls.manage'] as const;

/**
 * Orders and waiter calls are the boards' (they carry guests' names and phones); a rating's alert
 * is for the boards and for whoever reads reviews; a table booking is for whoever answers the QR
 * pages' bookings; every member on the feed hears that bells changed.
 */
export function eventFilter(permitted: (permission: string) => boolean): EventFilter {
  const board = BOARD_PERMISSIONS.some(permitted);
  const reviews = board || permitted('reviews.manage');
  const bookings = permitted('qr-info.manage');
  return (kind) => {
    if (kind === 'notifications.changed') return true;
    if (kind === 'rating.created') return reviews;
    if (kind === 'booking.created' || kind === 'booking.changed') return bookings;
    return board;
  };
}

/** The JSON answer: events after `after` (or the latest page), oldest first, those the member may read. */
export async function eventsPage(
  db: DbOrTx,
  structureId: string,
  after: number | undefined,
  visible: EventFilter,
): Promise<TLiveEvents> {
  const from = after ?? Math.max(0, (await latestEventId(db, structureId)) - CATCH_UP_LIMIT);
  const rows = await eventsAfter(db, structureId, from, CATCH_UP_LIMIT);
  return { items: rows.filter((row) => visible(row.kind)).map(toEvent), lastId: rows.at(-1)?.id ?? from };
}

export const frame = (event: TLiveEvent) =>
  `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`;

/** Takes the reply over as an event stream (headers, and how soon EventSource should come back). */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  reply.raw.write('retry: 2000\n\n');
}

/**
 * Streams the company's events as Server-Sent Events until the client goes. It subscribes
 * before reading what was missed, so nothing falls between the two; ids already sent are skipped.
 */
export async function streamEvents(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  structureId: string,
  after: number | undefined,
  visible: EventFilter,
) {
  const queued: TLiveEvent[] = [];
  let ready = false;
  let lastSent = after ?? (await latestEventId(database.db, structureId));
  const res = reply.raw;
  const send = (event: TLiveEvent) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    if (visible(event.kind)) res.write(frame(event));
  };
  const unsubscribe = await companyFeed(database).subscribe(structureId, (event) => {
    if (ready) send(event);
    else queued.push(event);
  });

  openEventStream(reply);
  const missed = await eventsAfter(database.db, structureId, lastSent, CATCH_UP_LIMIT);
  for (const row of missed) send(toEvent(row));
  for (const event of queued.sort((a, b) => a.id - b.id)) send(event);
  ready = true;

  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
