import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { enqueueAll } from './index';

describe('several jobs of a change added at once', () => {
  let t: TestApp;
  const seen: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { autoStart: false } });
    t.app.jobs.register('test.batch', async (payload) => {
      seen.push(payload);
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs each job once, only if the change commits, and adds none twice under a kept key', async () => {
    const added = await t.app.db.transaction((tx) =>
      enqueueAll(tx, 'test.batch', [
        { payload: { to: 'ada' }, options: { dedupeKey: 'batch:ada' } },
        { payload: { to: 'bob' }, options: { dedupeKey: 'batch:bob' } },
      ]),
    );
    expect(added).toBe(2);
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueueAll(tx, 'test.batch', [{ payload: { to: 'rolled-back' } }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const again = await enqueueAll(t.app.db, 'test.batch', [
      { payload: { to: 'ada' }, options: { dedupeKey: 'batch:ada' } },
      { payload: { to: 'cy' }, options: { dedupeKey: 'batch:cy' } },
    ]);
    expect(again).toBe(1);
    expect(await enqueueAll(t.app.db, 'test.batch', [])).toBe(0);

    await t.app.jobs.runDueJobs();
    expect(seen).toEqual(expect.arrayContaining([{ to: 'ada' }, { to: 'bob' }, { to: 'cy' }]));
    expect(seen).toHaveLength(3);
  });
});
