import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { enqueue, type JobHandler } from './index';
import { anotherProcess } from './jobs.test-support';

const JOBS = 100;

describe.skipIf(!process.env.TEST_DATABASE_URL)('background jobs on several API processes', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof anotherProcess>>;
  const runs = new Map<number, string[]>();
  const handlerOf =
    (process: string): JobHandler<{ n: number }> =>
    async ({ n }) => {
      runs.set(n, [...(runs.get(n) ?? []), process]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { autoStart: false } });
    t.app.jobs.register('test.count', handlerOf('first'));
    second = await anotherProcess(t, (app) => app.jobs.register('test.count', handlerOf('second')), {
      autoStart: false,
    });
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it('runs each of 100 jobs exactly once while two processes take them at the same time', async () => {
    const ids: number[] = [];
    await t.app.db.transaction(async (tx) => {
      for (let n = 0; n < JOBS; n++) ids.push((await enqueue(tx, 'test.count', { n }))!);
    });

    const [byFirst, bySecond] = await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);

    expect(byFirst + bySecond).toBe(JOBS);
    expect(byFirst).toBeGreaterThan(0);
    expect(bySecond).toBeGreaterThan(0);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(JOBS).keys()]);
    const twice = [...runs].filter(([, by]) => by.length !== 1);
    expect(twice).toEqual([]);
    const rows = await t.app.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    expect(rows.filter((r) => r.status !== 'done' || r.attempts !== 1)).toEqual([]);
    expect(rows).toHaveLength(JOBS);
  });
});
