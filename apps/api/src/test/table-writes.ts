import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import type { TestApp } from './app';

/**
 * Which tables were written since the last look: the database notes every row inserted, updated
 * or deleted (cascades too), every truncate and every schema change, in the same transaction as
 * the write, so a rolled-back write leaves no note. A call after which nothing was written left
 * every table as it was, and the tenancy tests hash only what was written.
 */
export interface TableWrites {
  /** The tables written since the last call (a schema change names `(schema)`), and forgets them. */
  take(): Promise<Set<string>>;
}

/** A schema change, for which every table is to be looked at again. */
export const SCHEMA_CHANGED = '(schema)';

export async function watchTableWrites(t: TestApp): Promise<TableWrites> {
  const db = t.app.db;
  await db.execute(sql`create table gl_test_writes (table_name text not null)`);
  await db.execute(sql`
    create function gl_test_note_write() returns trigger language plpgsql as $$
    begin insert into gl_test_writes values (tg_table_name); return null; end $$`);
  await db.execute(sql`
    create function gl_test_note_schema_change() returns event_trigger language plpgsql as $$
    begin insert into gl_test_writes values (${sql.raw(`'${SCHEMA_CHANGED}'`)}); end $$`);
  await db.execute(sql`create event trigger gl_test_ddl on ddl_command_end
    execute function gl_test_note_schema_change()`);
  await db.execute(sql`create event trigger gl_test_drop on sql_drop
    execute function gl_test_note_schema_change()`);
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  for (const table of tables) {
    const name = sql.identifier(getTableName(table));
    await db.execute(sql`create trigger gl_test_write after insert or update or delete on ${name}
      for each row execute function gl_test_note_write()`);
    await db.execute(sql`create trigger gl_test_truncate after truncate on ${name}
      for each statement execute function gl_test_note_write()`);
  }
  await db.execute(sql`delete from gl_test_writes`);
  return {
    async take() {
      const found = (await db.execute(sql`delete from gl_test_writes returning table_name`)) as unknown as {
        rows: { table_name: string }[];
      };
      return new Set(found.rows.map((row) => row.table_name));
    },
  };
}
