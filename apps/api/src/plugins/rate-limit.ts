import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Keys are made before the request is validated (e.g. from a path parameter): a NUL byte or a
 * lone surrogate, which the database cannot store, is replaced so that the contract, not the
 * counter's insert, is what refuses the request.
 */
const storableKey = (key: string) => key.replace(/[\0\p{Cs}]/gu, '\uFFFD');

/**
 * Fixed-window counters in PostgreSQL, so every API process shares one limit. The embedded
 * database serves one process only, so there the counters stay in that process's memory (the
 * plugin's own store): a database write per limited request would cost more than the request.
 * Routes opt in with `config.rateLimit: { max, timeWindow }`.
 */
function databaseStore(db: Db) {
  return class DatabaseStore {
    private readonly prefix: string;
    constructor(options?: unknown) {
      this.prefix = typeof options === 'string' ? options : '';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const fullKey = storableKey(`${this.prefix}${key}`);
      db.execute<{ count: number; ttl: number }>(sql`
        insert into ${rateLimits} (key, count, reset_at)
        values (${fullKey}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
          reset_at = case when ${rateLimits.resetAt} <= now()
            then now() + ${timeWindow} * interval '1 millisecond' else ${rateLimits.resetAt} end
        returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ttl`)
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        })
        .catch((error: Error) => callback(error));
    }

    // The plugin passes the route under `routeInfo` (its typings say otherwise); each route
    // gets its own counters.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { url?: string; method?: unknown } }).routeInfo;
      return new DatabaseStore(`${String(route?.method ?? '')}:${route?.url ?? ''}:`);
    }
  };
}

export const rateLimitPlugin = fp(async (app) => {
  const shared = app.database.driver === 'pg';
  await app.register(rateLimit, {
    global: false,
    ...(shared && { store: databaseStore(app.db) }),
    skipOnError: false,
  });
  if (!shared) return;
  // Counters whose window ended are dropped now and then, by one process of all.
  app.jobs.every('rate-limits.prune', PRUNE_EVERY_MS, () => pruneRateLimitCounters(app.db));
});

const PRUNE_EVERY_MS = 10 * 60_000;

/** Drops counters whose window ended over an hour ago (a new window starts a new count anyway). */
async function pruneRateLimitCounters(db: Db) {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 hour'`);
}
