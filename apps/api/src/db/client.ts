import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { takingTurns } from './pglite-turns';
import * as schema from './schema';

const MIGRATION_LOCK_ID = 4_711_002;

export type Schema = typeof schema;
/** The one database type the repositories see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** A round trip to the engine, for health checks. */
  ping(): Promise<void>;
  /** Applies pending migrations from a folder; on PostgreSQL under an advisory lock so processes can start together. */
  migrate(folder: string): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (from any process on
   * PostgreSQL; in-process on the embedded engine). Resolves to a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded engine is used. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** The embedded engine starts from this dump of a data folder instead of an empty one (tests). */
  loadDataDir?: Blob;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // The product's statements are short by design (indexed lookups, rollups): starting
      // parallel workers for one took longer than it saved, and took cores from other requests.
      options: '-c max_parallel_workers_per_gather=0',
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next checkout.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: async (folder) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      listen: (channel, onMessage) => listenPg(options.url as string, channel, onMessage),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(takingTurns(client), { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * A connection of its own that LISTENs (pooled connections cannot: they are shared). If it
 * drops, it is made again after a second; notifications sent meanwhile are lost, which callers
 * cover by reading what they missed (the live events table keeps numbered rows).
 */
async function listenPg(url: string, channel: string, onMessage: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
