import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config';
import { createDatabase, type Db } from './db/client';
import { runMigrations } from './db/migrate';
import { structures } from './db/schema';
import { rebuildRatingRollups, rebuildSalesRollups } from './modules/stats';

/**
 * `npm run stats:rebuild -w @guestloop/api [-- --company <slug>]`: recomputes every statistics
 * rollup (ratings, sales, waiter calls) from the raw rows, for all companies or one. The database
 * keeps them right as rows change; this is for after a bulk import that went round the triggers,
 * a restore, or any doubt. It opens the database the server would (DATABASE_URL, else the embedded
 * one in DATA_DIR) and migrates it first. On the embedded database stop the server before: only
 * one process may open its folder. On PostgreSQL each company is rebuilt in its own transaction;
 * ratings written meanwhile wait for it, orders and calls do not (README: run it at a quiet hour).
 */

const REBUILDS = [
  { name: 'ratings', run: rebuildRatingRollups },
  { name: 'sales and waiter calls', run: rebuildSalesRollups },
] as const;

async function companiesOf(db: Db, slug: string | undefined) {
  const query = db.select({ id: structures.id, slug: structures.slug }).from(structures);
  const found = await (slug ? query.where(eq(structures.slug, slug)) : query.orderBy(structures.slug));
  if (slug && found.length === 0) throw new UsageError(`No company has the slug "${slug}".`);
  return found;
}

class UsageError extends Error {}

async function main() {
  const { values } = parseArgs({ options: { company: { type: 'string' } }, strict: true });
  const config = loadConfig({
    ...process.env,
    // npm runs workspace scripts in the workspace's folder: a relative DATA_DIR means where npm was called.
    DATA_DIR: path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data'),
  });
  const database = await createDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/db`,
    poolSize: 2,
  });
  try {
    await runMigrations(database);
    const companies = await companiesOf(database.db, values.company);
    const where = database.driver === 'pg' ? 'PostgreSQL' : `the embedded database in ${config.DATA_DIR}/db`;
    console.log(
      `Rebuilding the statistics of ${companies.length} compan${companies.length === 1 ? 'y' : 'ies'} on ${where}`,
    );
    const started = performance.now();
    for (const company of companies) {
      const began = performance.now();
      await database.db.transaction(async (tx) => {
        for (const rebuild of REBUILDS) await rebuild.run(tx, company.id);
      });
      console.log(`  ${company.slug}: ${Math.round(performance.now() - began)} ms`);
    }
    console.log(
      `Done in ${((performance.now() - started) / 1000).toFixed(1)} s (${REBUILDS.map((r) => r.name).join(', ')}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof UsageError) console.error(error.message);
  else if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
    console.error(
      `${(error as Error).message}\nUsage: npm run stats:rebuild -w @guestloop/api [-- --company <slug>]`,
    );
  else console.error('The statistics could not be rebuilt:', error);
  process.exit(1);
});
