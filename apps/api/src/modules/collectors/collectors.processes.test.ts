import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCollectorRuns, reviewCollectors } from '../../db/schema';
import {
  type FakeGoogle,
  startFakeGoogle,
} from '../../providers/reviews/google-business-profile.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { anotherProcess } from '../jobs/jobs.test-support';
import { scheduleDueCollectors } from './collector-run';
import { googleCompany } from './collectors.test-support';

describe.skipIf(!process.env.TEST_DATABASE_URL)('review collectors on several API processes', () => {
  let google: FakeGoogle;
  let t: TestApp;
  let second: Awaited<ReturnType<typeof anotherProcess>>;

  beforeAll(async () => {
    google = await startFakeGoogle({ maxPageSize: 2, pageDelayMs: 15 });
    t = await createTestApp(google.env, { jobs: { autoStart: false } });
    second = await anotherProcess(t, () => {}, { autoStart: false });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await google?.close();
  });

  it('queues a due collector once and imports each review once while two processes schedule and run', async () => {
    const c = await googleCompany(t);
    await c.api.post('/structure/integration/enable', {
      serviceUid: 'google-business-profile',
      enabled: true,
    });
    const made = await Promise.all(
      [1, 2, 3].map((n) => c.createCollector({ title: `C${n}`, intervalMinutes: 15 })),
    );
    await t.app.db
      .update(reviewCollectors)
      .set({ nextRunAt: sql`now() - interval '1 minute'` })
      .where(eq(reviewCollectors.structureId, c.company.structureId));

    const queued = await Promise.all([scheduleDueCollectors(t.app), scheduleDueCollectors(second.app)]);
    expect(queued[0]! + queued[1]!).toBe(3);
    // A run asked for by hand meanwhile is the one already queued.
    const asked = await Promise.all(made.map((m) => c.execute(m.id)));
    expect(asked.every((r) => r.trigger === 'schedule')).toBe(true);

    const ran = await Promise.all([t.app.jobs.runDueJobs(), second.app.jobs.runDueJobs()]);
    expect(ran[0]! + ran[1]!).toBe(3);
    const runs = await t.app.db
      .select()
      .from(reviewCollectorRuns)
      .where(eq(reviewCollectorRuns.structureId, c.company.structureId));
    expect(runs).toHaveLength(3);
    expect(runs.every((r) => r.status === 'succeeded')).toBe(true);
    expect(runs.reduce((sum, r) => sum + r.imported, 0)).toBe(7);
    const rows = await c.googleRatings();
    expect(rows).toHaveLength(7);
  });
});
