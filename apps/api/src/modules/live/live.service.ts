import type { TLiveEvent, TLiveEventKind, TLiveEvents } from '@guestloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { liveHub } from './live.hub';
import * as repo from './live.repo';

/** How many missed events a board catches up with at once; older ones it reloads as a list. */
export const CATCH_UP_LIMIT = 500;
/** A comment line now and then keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/**
 * Events are kept a day: boards and order pages reload their lists each time their stream
 * opens, so an event is only read by a stream that was away for a moment.
 */
const EVENT_RETENTION_MS = 24 * 60 * 60_000;
/** How often older events are dropped (a background job, on one process of all). */
export const PRUNE_EVERY_MS = 60 * 60_000;

export function pruneOldEvents(db: DbOrTx) {
  return repo.pruneEvents(db, new Date(Date.now() - EVENT_RETENTION_MS));
}

/** Records a change for the company's boards; call inside the transaction that made it. */
export function publish(
  db: DbOrTx,
  structureId: string,
  kind: TLiveEventKind,
  payload: Record<string, unknown>,
) {
  return repo.insertEvent(db, structureId, kind, payload);
}

const toEvent = (row: repo.LiveEventRow): TLiveEvent => ({
  id: row.id,
  kind: row.kind,
  payload: row.payload,
});

/** The JSON answer: events after `after` (or the latest page), oldest first. */
export async function eventsPage(
  db: DbOrTx,
  structureId: string,
  after: number | undefined,
): Promise<TLiveEvents> {
  const from = after ?? Math.max(0, (await repo.latestEventId(db, structureId)) - CATCH_UP_LIMIT);
  const rows = await repo.eventsAfter(db, structureId, from, CATCH_UP_LIMIT);
  return { items: rows.map(toEvent), lastId: rows.at(-1)?.id ?? from };
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
) {
  const queued: TLiveEvent[] = [];
  let ready = false;
  let lastSent = after ?? (await repo.latestEventId(database.db, structureId));
  const res = reply.raw;
  const send = (event: TLiveEvent) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    res.write(frame(event));
  };
  const unsubscribe = await liveHub(database).subscribe(structureId, (event) => {
    if (ready) send(event);
    else queued.push(event);
  });

  openEventStream(reply);
  const missed = await repo.eventsAfter(database.db, structureId, lastSent, CATCH_UP_LIMIT);
  for (const row of missed) send(toEvent(row));
  for (const event of queued.sort((a, b) => a.id - b.id)) send(event);
  ready = true;

  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
