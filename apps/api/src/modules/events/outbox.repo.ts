import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';

/**
 * All SQL of the event outbox: numbered rows of what happened in a company, written in the
 * transaction of the change, that a board (or any subscriber) catches up from, and the NOTIFY
 * that wakes every process when the transaction commits.
 */

export const EVENTS_CHANNEL = 'gl_live';
export type EventRow = typeof liveEvents.$inferSelect;

/**
 * Records an event and notifies every API process. Called inside the transaction that made the
 * change: PostgreSQL delivers the notification only when that transaction commits, so a board
 * never hears of an order that was rolled back.
 */
export async function insertEvent(
  db: DbOrTx,
  structureId: string,
  kind: string,
  payload: Record<string, unknown>,
) {
  const [row] = await db
    .insert(liveEvents)
    .values({ structureId, kind, payload })
    .returning({ id: liveEvents.id });
  if (!row) throw new Error('insert live event returned nothing');
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(row.id)})`);
  return row.id;
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventRow | null> {
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, id));
  return row ?? null;
}

/** The company's events after `afterId`, oldest first (what a reconnecting board missed). */
export async function eventsAfter(db: DbOrTx, structureId: string, afterId: number, limit: number) {
  return db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.structureId, structureId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** Events older than the cut-off are of no use to a board; pruned now and then. */
export async function pruneEvents(db: DbOrTx, before: Date) {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}

/** The company's newest event number (0 when none): where a fresh board starts. */
export async function latestEventId(db: DbOrTx, structureId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)` })
    .from(liveEvents)
    .where(eq(liveEvents.structureId, structureId));
  return Number(row?.id ?? 0);
}
