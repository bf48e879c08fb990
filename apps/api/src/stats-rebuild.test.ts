import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database, type Db } from './db/client';
import { runMigrations } from './db/migrate';
import { locations, ratings, structures } from './db/schema';
import { DEMO_COMPANY_SLUG, seedDemo } from './db/seed/demo';
import { readyMadeMetric } from './modules/metrics';
import { createTestApp, type TestApp } from './test/app';
import { clearRollups, rollupsOf } from './test/rollups';
import { createUser } from './test/users';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * `npm run stats:rebuild -w @guestloop/api` as an operator runs it, against the database the
 * server would open: PostgreSQL when this run has TEST_DATABASE_URL, else an embedded database in
 * a data folder of its own (closed while the command runs: one process per folder).
 */
describe('the statistics rebuild command', () => {
  let t: TestApp | null = null;
  let dataDir = '';
  let database: Database | null = null;
  let env: Record<string, string> = {};
  const company: Record<'demo' | 'other', { id: string; slug: string }> = {
    demo: { id: '', slug: DEMO_COMPANY_SLUG },
    other: { id: '', slug: '' },
  };
  let kept: Record<'demo' | 'other', Record<string, string[]>>;

  /** Runs `work` on the command's database, opened only meanwhile on the embedded engine. */
  async function onDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
    if (t) return work(t.app.db);
    database = await createDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      return await work(database.db);
    } finally {
      await database.close();
      database = null;
    }
  }

  async function rebuild(...args: string[]) {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        'npm',
        ['run', '--silent', 'stats:rebuild', '-w', '@guestloop/api', '--', ...args],
        { cwd: repoRoot, env: { ...process.env, ...env } },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      t = await createTestApp();
      env = { DATABASE_URL: t.databaseUrl ?? '' };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-stats-rebuild-'));
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      // The folder starts as a copy of the run's migrated database (see test/global-setup.ts).
      const template = inject('pgliteTemplate');
      const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
      database = await createDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir });
      await runMigrations(database);
      await database.close();
    }
    await onDatabase(async (db) => {
      await seedDemo(db);
      const [demo] = await db
        .select({ id: structures.id })
        .from(structures)
        .where(eq(structures.slug, DEMO_COMPANY_SLUG));
      company.demo.id = demo!.id;
      // A second company with a few ratings of its own.
      const owner = await createUser(db);
      const [other] = await db.select().from(structures).where(eq(structures.id, owner.structureId!));
      company.other = { id: other!.id, slug: other!.slug };
      const [pier] = await db
        .insert(locations)
        .values({ structureId: other!.id, name: 'Pier', slug: 'pier' })
        .returning();
      const metric = await readyMadeMetric(db, other!.id, pier!.id, 'stars', 'en');
      await db.insert(ratings).values(
        [5, 4, 1].map((score) => ({
          structureId: other!.id,
          metricId: metric!.id,
          locationId: pier!.id,
          score,
          outcome: score >= 4 ? 'good' : 'bad',
          language: 'en',
        })),
      );
      kept = { demo: await rollupsOf(db, company.demo.id), other: await rollupsOf(db, company.other.id) };
      expect(kept.demo.rating_day_rollups!.length).toBeGreaterThan(100);
      expect(kept.demo.order_hour_rollups!.length).toBeGreaterThan(100);
      expect(kept.other.rating_day_rollups).toHaveLength(1);
    });
  });
  afterAll(async () => {
    await database?.close();
    await t?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("recomputes one company's statistics from its rows and leaves the others as they are", async () => {
    await onDatabase(async (db) => {
      await clearRollups(db, company.demo.id);
      await clearRollups(db, company.other.id);
    });
    const run = await rebuild('--company', DEMO_COMPANY_SLUG);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Rebuilding the statistics of 1 company/);
    expect(run.stdout).toContain(`${DEMO_COMPANY_SLUG}:`);
    await onDatabase(async (db) => {
      expect(await rollupsOf(db, company.demo.id)).toEqual(kept.demo);
      expect(Object.values(await rollupsOf(db, company.other.id)).flat()).toEqual([]);
    });
  });

  it('recomputes every company without --company', async () => {
    const run = await rebuild();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`${company.other.slug}:`);
    await onDatabase(async (db) => {
      expect(await rollupsOf(db, company.other.id)).toEqual(kept.other);
      expect(await rollupsOf(db, company.demo.id)).toEqual(kept.demo);
    });
  });

  it('says which slug it did not find, and changes nothing', async () => {
    // The second stops at its arguments, before it opens the database: the two may run together.
    const [run, wrong] = await Promise.all([rebuild('--company', 'no-such-company'), rebuild('--companies')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No company has the slug "no-such-company".');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Usage: npm run stats:rebuild');
  });
});
