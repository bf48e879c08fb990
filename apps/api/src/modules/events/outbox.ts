import type { TLiveEventKind } from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import * as repo from './outbox.repo';

/**
 * Records what happened in a company (an order placed, a waiter called…) in the outbox; call
 * inside the transaction that made the change, so the event exists exactly when the change
 * does. Every process hears it once the transaction commits (see company-feed.ts).
 */
export function recordEvent(
  db: DbOrTx,
  structureId: string,
  kind: TLiveEventKind,
  payload: Record<string, unknown>,
) {
  return repo.insertEvent(db, structureId, kind, payload);
}

/**
 * Events are kept a day: boards and order pages reload their lists each time their stream
 * opens, so an event is only read by a stream that was away for a moment.
 */
export const EVENT_RETENTION_MS = 24 * 60 * 60_000;

export function pruneOldEvents(db: DbOrTx) {
  return repo.pruneEvents(db, new Date(Date.now() - EVENT_RETENTION_MS));
}
