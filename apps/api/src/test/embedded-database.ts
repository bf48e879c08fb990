import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client';

/**
 * The embedded database of a test file. Starting an engine from the run's migrated dump took
 * about a second a file, most of the API run's set-up; each worker now keeps one engine and
 * empties it for the next file (every table the last file wrote to, and every sequence),
 * which takes a few milliseconds. A file that holds a second database while its first is open
 * gets an engine of its own, as before, and so does the file after one that changed the schema
 * (the tenancy tests add triggers to every table).
 */

let kept: { database: Database; inUse: boolean; schema: string } | null = null;
let tables: string[] | null = null;
let sequences: string[] | null = null;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function startEngine(): Promise<Database> {
  const template = inject('pgliteTemplate');
  const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
  return createDatabase({ dataDir: 'memory://', loadDataDir });
}

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** How many relations, functions and triggers there are: a file that added any leaves it changed. */
async function schemaShape(database: Database): Promise<string> {
  const [shape] = await rows<Record<string, number>>(
    database,
    `select (select count(*) from pg_class)::int as relations, (select count(*) from pg_proc)::int as functions,
      (select count(*) from pg_trigger)::int as triggers, (select count(*) from pg_event_trigger)::int as event_triggers`,
  );
  return JSON.stringify(shape);
}

/** Empties what the previous file left: the tables holding rows, and every sequence. */
async function empty(database: Database): Promise<void> {
  tables ??= (
    await rows<{ name: string }>(
      database,
      "select tablename as name from pg_tables where schemaname = 'public'",
    )
  ).map((row) => row.name);
  sequences ??= (
    await rows<{ name: string }>(
      database,
      "select sequencename as name from pg_sequences where schemaname = 'public'",
    )
  ).map((row) => row.name);
  if (tables.length === 0) return;
  const filled = await rows<{ name: string }>(
    database,
    tables
      .map(
        (table) =>
          `select '${table.replaceAll("'", "''")}' as name where exists (select 1 from ${quoted(table)})`,
      )
      .join(' union all '),
  );
  if (filled.length > 0) {
    await database.db.execute(
      sql.raw(`truncate ${filled.map((row) => quoted(row.name)).join(', ')} cascade`),
    );
  }
  if (sequences.length > 0) {
    const restarts = sequences.map(
      (sequence) => `setval('${quoted(sequence).replaceAll("'", "''")}', 1, false)`,
    );
    await database.db.execute(sql.raw(`select ${restarts.join(', ')}`));
  }
}

/** An empty, migrated embedded database; its `close` hands the engine back for the next file. */
export async function embeddedTestDatabase(): Promise<Database> {
  if (kept && !kept.inUse && (await schemaShape(kept.database)) !== kept.schema) {
    await kept.database.close();
    kept = null;
  }
  if (kept?.inUse) return startEngine();
  if (kept) {
    await empty(kept.database);
  } else {
    const database = await startEngine();
    kept = { database, inUse: false, schema: await schemaShape(database) };
  }
  const own = kept;
  own.inUse = true;
  let closed = false;
  return {
    ...own.database,
    close: async () => {
      if (closed) return;
      closed = true;
      own.inUse = false;
    },
  };
}
