import type { TErrorLogPayload } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import * as repo from './logs.repo';

/** Browser error reports are kept this long. */
const CLIENT_LOG_RETENTION_DAYS = 30;
/** How often old reports are dropped (a background job, on one process of all). */
export const PRUNE_EVERY_MS = 60 * 60_000;

/** Headers a report must not carry into the database. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization']);

export async function recordClientLog(
  db: Db,
  source: repo.LogSource,
  payload: TErrorLogPayload,
  request: { ip: string; id: string; userAgent: string | undefined },
): Promise<void> {
  const cleaned: TErrorLogPayload = payload.response?.headers
    ? {
        ...payload,
        response: {
          ...payload.response,
          headers: Object.fromEntries(
            Object.entries(payload.response.headers).filter(
              ([name]) => !SECRET_HEADERS.has(name.toLowerCase()),
            ),
          ),
        },
      }
    : payload;
  await repo.insertClientLog(db, {
    source,
    message: payload.error.message,
    payload: cleaned as Record<string, unknown>,
    url: payload.url ?? null,
    userAgent: payload.userAgent ?? request.userAgent?.slice(0, 1000) ?? null,
    ip: request.ip,
    requestId: request.id,
  });
}

export function pruneClientLogs(db: Db): Promise<void> {
  return repo.deleteClientLogsBefore(db, CLIENT_LOG_RETENTION_DAYS);
}
