// Runs on the embedded engine only (scripts/api-db-tests.mjs): it tests the embedded engine's reuse.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { embeddedTestDatabase } from './embedded-database';

const count = async (database: Database, table: string) => {
  const result = (await database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n;
};

const logLine = (database: Database) =>
  database.db.execute(
    sql.raw(`insert into client_logs (source, message, payload) values ('app', 'seen', '{}') returning id`),
  ) as unknown as Promise<{ rows: { id: number }[] }>;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database a test file gets', () => {
  it('is empty again for the next file, its numbering started anew', async () => {
    const first = await embeddedTestDatabase();
    await runMigrations(first);
    await logLine(first);
    expect((await logLine(first)).rows[0]?.id).toBe(2);
    await first.close();

    const next = await embeddedTestDatabase();
    expect(await count(next, 'client_logs')).toBe(0);
    expect((await logLine(next)).rows[0]?.id).toBe(1);
    await next.close();
  });

  it('is an engine of its own while another is open, and after a file changed the schema', async () => {
    const first = await embeddedTestDatabase();
    const second = await embeddedTestDatabase();
    await logLine(second);
    expect(await count(first, 'client_logs')).toBe(0);
    await second.close();
    await first.db.execute(sql.raw('create table gl_left_behind (id int)'));
    await first.close();

    const next = await embeddedTestDatabase();
    const left = (await next.db.execute(
      sql.raw(`select count(*)::int as n from pg_class where relname = 'gl_left_behind'`),
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]?.n).toBe(0);
    await next.close();
  });
});
