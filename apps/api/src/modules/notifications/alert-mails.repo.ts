import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationMails } from '../../db/schema';

/** All SQL of members' alert mails: the alerts that wait for a member's next mail, and those told. */

export interface NewAlertMail {
  structureId: string;
  userId: string;
  kind: string;
  subjectId: string;
  payload: Record<string, unknown>;
}

/**
 * Queues alerts for members' next mail; one a member was queued already (same kind and subject,
 * waiting or mailed within the week kept) is skipped. Resolves to the alerts queued.
 */
export async function insertAlertMails(db: DbOrTx, rows: readonly NewAlertMail[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notificationMails)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ structureId: notificationMails.structureId, userId: notificationMails.userId });
}

const waitingOf = (structureId: string, userId: string) =>
  and(
    eq(notificationMails.userId, userId),
    eq(notificationMails.structureId, structureId),
    isNull(notificationMails.mailedAt),
  );

/**
 * The member's alerts of the company that wait for a mail, oldest first (at most `limit`), taken
 * for this transaction: another job of the member skips them.
 */
export function takeWaitingAlertMails(db: DbOrTx, structureId: string, userId: string, limit: number) {
  return db
    .select()
    .from(notificationMails)
    .where(waitingOf(structureId, userId))
    .orderBy(asc(notificationMails.createdAt), asc(notificationMails.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}
export type AlertMailRow = Awaited<ReturnType<typeof takeWaitingAlertMails>>[number];

/** The alerts a mail told of. */
export async function markAlertMailsSent(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .update(notificationMails)
    .set({ mailedAt: sql`now()` })
    .where(inArray(notificationMails.id, [...ids]));
}

/** Forgets the member's alerts mailed more than `days` ago (their subjects may be told again). */
export async function forgetMailedAlerts(db: DbOrTx, userId: string, days: number) {
  await db
    .delete(notificationMails)
    .where(
      and(
        eq(notificationMails.userId, userId),
        isNotNull(notificationMails.mailedAt),
        lt(notificationMails.mailedAt, sql`now() - ${days} * interval '1 day'`),
      ),
    );
}

/** The members with alerts that have waited longer than `ms` (their mail's job was missed). */
export function membersWithStaleAlerts(db: DbOrTx, ms: number) {
  return db
    .selectDistinct({ structureId: notificationMails.structureId, userId: notificationMails.userId })
    .from(notificationMails)
    .where(
      and(
        isNull(notificationMails.mailedAt),
        lt(notificationMails.createdAt, sql`now() - ${ms} * interval '1 millisecond'`),
      ),
    );
}
