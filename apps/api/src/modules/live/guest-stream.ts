import type { TLiveEvent } from '@guestloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { companyFeed, eventsAfter, latestEventId } from '../events';
import { CATCH_UP_LIMIT, frame, HEARTBEAT_MS, openEventStream } from './live.service';

export interface GuestStream {
  structureId: string;
  /** Last-Event-ID of a reconnecting page; undefined for a fresh one. */
  after: number | undefined;
  /** Whether an event of the company concerns this page. */
  relevant(event: TLiveEvent): boolean;
  /** The event as this viewer may see it. */
  forViewer?(event: TLiveEvent): TLiveEvent;
  /** The state as it is now, as events numbered `id` (sent first on a fresh stream). */
  snapshot(id: number): Promise<TLiveEvent[]>;
}

/**
 * A guest page's Server-Sent Events: the company's events narrowed to what the page shows. It
 * subscribes before reading anything, so no change falls in between; a fresh stream starts with
 * the snapshot, a reconnecting one gets what it missed (or the snapshot, when away too long).
 */
export async function streamToGuest(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  stream: GuestStream,
) {
  const db = database.db;
  const show = stream.forViewer ?? ((event: TLiveEvent) => event);
  const queued: TLiveEvent[] = [];
  let ready = false;
  let lastSent = stream.after ?? (await latestEventId(db, stream.structureId));
  const res = reply.raw;
  const send = (event: TLiveEvent) => {
    if (event.id <= lastSent) return;
    lastSent = event.id;
    if (stream.relevant(event)) res.write(frame(show(event)));
  };
  const unsubscribe = await companyFeed(database).subscribe(stream.structureId, (event) => {
    if (ready) send(event);
    else queued.push(event);
  });

  openEventStream(reply);
  const sendSnapshot = async () => {
    for (const event of await stream.snapshot(lastSent)) res.write(frame(show(event)));
  };
  if (stream.after === undefined) {
    await sendSnapshot();
  } else {
    const missed = await eventsAfter(db, stream.structureId, lastSent, CATCH_UP_LIMIT);
    for (const row of missed) send({ id: row.id, kind: row.kind, payload: row.payload });
    // Away too long to replay everything: the state as it is now says the same.
    if (missed.length === CATCH_UP_LIMIT) {
      lastSent = Math.max(lastSent, await latestEventId(db, stream.structureId));
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
