import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createDatabase, type Db } from '../../db/client';
import { jobs } from '../../db/schema';
import type { TestApp } from '../../test/app';
import type { JobRunnerOptions } from './jobs.runner';

export const jobRow = async (db: Db, id: number) => {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
};

/** Milliseconds until the job is due, by the database's clock. */
export const msUntilDue = async (db: Db, id: number) => {
  const [row] = await db
    .select({ ms: sql<string>`extract(epoch from (${jobs.runAt} - now())) * 1000` })
    .from(jobs)
    .where(eq(jobs.id, id));
  return Number(row?.ms);
};

export const makeDue = (db: Db, id: number) =>
  db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));

/**
 * Another app on `t`'s database, as after a restart or beside `t` (PostgreSQL: a process of its
 * own, with its own pool and LISTEN connection). `prepare` registers handlers before it starts.
 */
export async function anotherProcess(
  t: TestApp,
  prepare: (app: FastifyInstance) => void,
  jobsOptions: JobRunnerOptions = {},
) {
  const database = t.databaseUrl ? await createDatabase({ url: t.databaseUrl, poolSize: 3 }) : t.database;
  const app = await buildApp({ config: t.config, database, serveWeb: false, jobs: jobsOptions });
  prepare(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

/** Resolves when `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
