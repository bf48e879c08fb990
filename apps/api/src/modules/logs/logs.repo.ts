import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientLogs, type LOG_SOURCES } from '../../db/schema';

export type LogSource = (typeof LOG_SOURCES)[number];

export async function insertClientLog(
  db: DbOrTx,
  row: {
    source: LogSource;
    message: string;
    payload: Record<string, unknown>;
    url: string | null;
    userAgent: string | null;
    ip: string | null;
    requestId: string | null;
  },
) {
  await db.insert(clientLogs).values(row);
}

/** Drops reports older than the retention period. */
export async function deleteClientLogsBefore(db: DbOrTx, days: number) {
  await db.delete(clientLogs).where(lt(clientLogs.createdAt, sql`now() - ${days} * interval '1 day'`));
}
