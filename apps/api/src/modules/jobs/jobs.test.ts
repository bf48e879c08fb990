import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { enqueue } from './index';
import { anotherProcess, eventually, jobRow, makeDue, msUntilDue } from './jobs.test-support';

const RETRY_BASE_MS = 60_000;

describe('background jobs', () => {
  let t: TestApp;
  const seen: { kind: string; payload: unknown; attempt: number }[] = [];
  let flakyFailures = 0;
  const gaveUp: { payload: unknown; error: string; attempt: number }[] = [];
  let releaseLong = () => {};
  let longRunning = false;

  beforeAll(async () => {
    // The runner is driven by hand here: runDueJobs() runs what is due, nothing runs behind the test's back.
    t = await createTestApp({}, { jobs: { autoStart: false, retryBaseMs: RETRY_BASE_MS } });
    t.app.jobs.register('test.record', async (payload, job) => {
      seen.push({ kind: job.kind, payload, attempt: job.attempt });
    });
    t.app.jobs.register('test.broken', async () => {
      throw new Error('mail server refused the message');
    });
    t.app.jobs.register(
      'test.doomed',
      async (_payload, job) => {
        throw new Error(`refused on attempt ${job.attempt}`);
      },
      {
        onGiveUp: async (payload, error, job) => {
          gaveUp.push({ payload, error: (error as Error).message, attempt: job.attempt });
        },
      },
    );
    t.app.jobs.register(
      'test.doomed-loudly',
      async () => {
        throw new Error('refused');
      },
      {
        onGiveUp: async () => {
          throw new Error('the give-up handler broke too');
        },
      },
    );
    t.app.jobs.register('test.rate-limited', async () => {
      throw Object.assign(new Error('too many requests'), { retryAfterMs: 3 * RETRY_BASE_MS });
    });
    t.app.jobs.register('test.long', async () => {
      longRunning = true;
      await new Promise<void>((resolve) => {
        releaseLong = resolve;
      });
      longRunning = false;
    });
    t.app.jobs.register('test.flaky', async (payload, job) => {
      if (flakyFailures-- > 0) throw new Error(`not yet (attempt ${job.attempt})`);
      seen.push({ kind: job.kind, payload, attempt: job.attempt });
    });
  });
  afterAll(() => t.close());

  it('runs a job with its payload once, and keeps it as done', async () => {
    seen.length = 0;
    const id = (await enqueue(t.app.db, 'test.record', { to: 'ann@example.test', n: 1 }))!;
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(seen).toEqual([{ kind: 'test.record', payload: { to: 'ann@example.test', n: 1 }, attempt: 1 }]);
    expect(await jobRow(t.app.db, id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect((await jobRow(t.app.db, id)).finishedAt).toBeInstanceOf(Date);
    expect(await t.app.jobs.runDueJobs()).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it('retries a failing job with a doubling wait, then marks it failed after its last attempt', async () => {
    const id = (await enqueue(t.app.db, 'test.broken', { n: 2 }, { maxAttempts: 3 }))!;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await t.app.jobs.runDueJobs()).toBe(1);
      const row = await jobRow(t.app.db, id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row.lastError).toContain('mail server refused the message');
      waits.push(await msUntilDue(t.app.db, id));
      // Not due yet: a second look runs nothing.
      expect(await t.app.jobs.runDueJobs()).toBe(0);
      await makeDue(t.app.db, id);
    }
    expect(waits[0]).toBeGreaterThan(RETRY_BASE_MS - 5000);
    expect(waits[0]).toBeLessThanOrEqual(RETRY_BASE_MS);
    expect(waits[1]).toBeGreaterThan(2 * RETRY_BASE_MS - 5000);
    expect(waits[1]).toBeLessThanOrEqual(2 * RETRY_BASE_MS);

    expect(await t.app.jobs.runDueJobs()).toBe(1);
    const failed = await jobRow(t.app.db, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null });
    expect(failed.lastError).toContain('mail server refused the message');
    expect(failed.finishedAt).toBeInstanceOf(Date);
    await makeDue(t.app.db, id);
    expect(await t.app.jobs.runDueJobs()).toBe(0);
  });

  it('waits as long as a failed attempt asked (a service’s retry-after) instead of the backoff', async () => {
    const id = (await enqueue(t.app.db, 'test.rate-limited', {}, { maxAttempts: 2 }))!;
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(await jobRow(t.app.db, id)).toMatchObject({ status: 'pending', attempts: 1 });
    const wait = await msUntilDue(t.app.db, id);
    expect(wait).toBeGreaterThan(3 * RETRY_BASE_MS - 5000);
    expect(wait).toBeLessThanOrEqual(3 * RETRY_BASE_MS);
    await makeDue(t.app.db, id);
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(await jobRow(t.app.db, id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('tells the job’s owner once, after the last attempt, that it gave up, with what that attempt threw', async () => {
    gaveUp.length = 0;
    const id = (await enqueue(t.app.db, 'test.doomed', { to: 'dora@example.test' }, { maxAttempts: 2 }))!;
    await t.app.jobs.runDueJobs();
    expect(gaveUp).toEqual([]);
    await makeDue(t.app.db, id);
    await t.app.jobs.runDueJobs();
    expect(gaveUp).toEqual([
      { payload: { to: 'dora@example.test' }, error: 'refused on attempt 2', attempt: 2 },
    ]);
    expect(await jobRow(t.app.db, id)).toMatchObject({ status: 'failed', attempts: 2 });

    // The process running its last attempt stopped: the next one gives it up, and says so.
    const stopped = (await enqueue(t.app.db, 'test.doomed', { to: 'ed@example.test' }, { maxAttempts: 1 }))!;
    await t.app.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'stopped-process',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, stopped));
    await t.app.jobs.runDueJobs();
    expect(gaveUp.slice(1)).toEqual([
      { payload: { to: 'ed@example.test' }, error: 'the process running it stopped', attempt: 2 },
    ]);
    await makeDue(t.app.db, id);
    await makeDue(t.app.db, stopped);
    await t.app.jobs.runDueJobs();
    expect(gaveUp).toHaveLength(2);

    // A give-up handler that fails does not keep the job from being given up.
    const loud = (await enqueue(t.app.db, 'test.doomed-loudly', {}, { maxAttempts: 1 }))!;
    await t.app.jobs.runDueJobs();
    expect(await jobRow(t.app.db, loud)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('takes a job enqueued while a long one runs as soon as it is woken, not when the long one ends', async () => {
    seen.length = 0;
    await enqueue(t.app.db, 'test.long', {});
    const draining = t.app.jobs.runDueJobs();
    await eventually(() => longRunning);
    try {
      await enqueue(t.app.db, 'test.record', { n: 'meanwhile' });
      // What the enqueue's notification does in a started runner.
      void t.app.jobs.runDueJobs();
      await eventually(() => seen.length > 0, 3000);
      expect(longRunning).toBe(true);
      expect(seen.map((s) => s.payload)).toEqual([{ n: 'meanwhile' }]);
    } finally {
      releaseLong();
      await draining;
    }
  });

  it('finishes a job that succeeds on a later attempt', async () => {
    seen.length = 0;
    flakyFailures = 1;
    const id = (await enqueue(t.app.db, 'test.flaky', { n: 3 }))!;
    await t.app.jobs.runDueJobs();
    expect(seen).toEqual([]);
    await makeDue(t.app.db, id);
    await t.app.jobs.runDueJobs();
    expect(seen).toEqual([{ kind: 'test.flaky', payload: { n: 3 }, attempt: 2 }]);
    expect(await jobRow(t.app.db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('waits for a delayed job', async () => {
    seen.length = 0;
    const id = (await enqueue(t.app.db, 'test.record', { n: 4 }, { delayMs: 60_000 }))!;
    expect(await t.app.jobs.runDueJobs()).toBe(0);
    await makeDue(t.app.db, id);
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(seen.map((s) => s.payload)).toEqual([{ n: 4 }]);
  });

  it('takes again a job whose process stopped while running it, not one whose lease holds', async () => {
    seen.length = 0;
    const stale = (await enqueue(t.app.db, 'test.record', { n: 5 }))!;
    const held = (await enqueue(t.app.db, 'test.record', { n: 6 }))!;
    const lastTry = (await enqueue(t.app.db, 'test.record', { n: 7 }, { maxAttempts: 2 }))!;
    const running = (id: number, attempts: number, leaseEnds: string) =>
      t.app.db
        .update(jobs)
        .set({ status: 'running', attempts, lockedBy: 'stopped-process', lockedUntil: sql.raw(leaseEnds) })
        .where(eq(jobs.id, id));
    await running(stale, 1, "now() - interval '1 second'");
    await running(held, 1, "now() + interval '5 minutes'");
    await running(lastTry, 2, "now() - interval '1 second'");

    await t.app.jobs.runDueJobs();
    expect(seen.map((s) => s.payload)).toEqual([{ n: 5 }]);
    expect(await jobRow(t.app.db, stale)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRow(t.app.db, held)).toMatchObject({ status: 'running', lockedBy: 'stopped-process' });
    const gaveUp = await jobRow(t.app.db, lastTry);
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 3 });
    expect(gaveUp.lastError).toContain('stopped');
  });

  it('writes a job only when the transaction it was enqueued in commits', async () => {
    seen.length = 0;
    await t.app.db
      .transaction(async (tx) => {
        await enqueue(tx, 'test.record', { n: 'rolled back' });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await t.app.db.transaction(async (tx) => {
      await enqueue(tx, 'test.record', { n: 'committed' });
    });
    await t.app.jobs.runDueJobs();
    expect(seen.map((s) => s.payload)).toEqual([{ n: 'committed' }]);
  });

  it('keeps one job per dedupe key, also after it ran', async () => {
    seen.length = 0;
    const first = await enqueue(t.app.db, 'test.record', { n: 8 }, { dedupeKey: 'welcome:ann' });
    expect(first).toEqual(expect.any(Number));
    expect(await enqueue(t.app.db, 'test.record', { n: 9 }, { dedupeKey: 'welcome:ann' })).toBeNull();
    await t.app.jobs.runDueJobs();
    expect(await enqueue(t.app.db, 'test.record', { n: 10 }, { dedupeKey: 'welcome:ann' })).toBeNull();
    await t.app.jobs.runDueJobs();
    expect(seen.map((s) => s.payload)).toEqual([{ n: 8 }]);
  });

  it('runs jobs of one sequence one at a time in the order added, even while the first is retried', async () => {
    seen.length = 0;
    flakyFailures = 1;
    const chat = { sequenceKey: 'chat:42' };
    const first = (await enqueue(t.app.db, 'test.flaky', { n: 'welcome' }, chat))!;
    await enqueue(t.app.db, 'test.record', { n: 'goodbye' }, chat);
    await enqueue(t.app.db, 'test.record', { n: 'other chat' }, { sequenceKey: 'chat:7' });
    // The welcome fails and waits for its retry; the goodbye waits for it, the other chat does not.
    expect(await t.app.jobs.runDueJobs()).toBe(2);
    expect(seen.map((s) => s.payload)).toEqual([{ n: 'other chat' }]);
    expect(await jobRow(t.app.db, first)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await t.app.jobs.runDueJobs()).toBe(0);

    await makeDue(t.app.db, first);
    await t.app.jobs.runDueJobs();
    expect(seen.map((s) => s.payload)).toEqual([{ n: 'other chat' }, { n: 'welcome' }, { n: 'goodbye' }]);
  });

  it('lets a sequence go on after a job of it is given up', async () => {
    seen.length = 0;
    const doomed = (await enqueue(t.app.db, 'test.broken', {}, { sequenceKey: 'chat:9', maxAttempts: 1 }))!;
    await enqueue(t.app.db, 'test.record', { n: 'after' }, { sequenceKey: 'chat:9' });
    await t.app.jobs.runDueJobs();
    expect(await jobRow(t.app.db, doomed)).toMatchObject({ status: 'failed' });
    await t.app.jobs.runDueJobs();
    expect(seen.map((s) => s.payload)).toEqual([{ n: 'after' }]);
  });

  it('leaves jobs of a kind this process has no handler for', async () => {
    const id = (await enqueue(t.app.db, 'test.unknown-here', {}))!;
    expect(await t.app.jobs.runDueJobs()).toBe(0);
    expect(await jobRow(t.app.db, id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('background jobs across a restart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { autoStart: false } });
  });
  afterAll(() => t.close());

  it('runs after the next start a job that was enqueued before the process stopped', async () => {
    const id = (await enqueue(t.app.db, 'test.after-restart', { to: 'bob@example.test' }))!;
    await t.app.close();

    const ran: unknown[] = [];
    const next = await anotherProcess(t, (app) =>
      app.jobs.register('test.after-restart', async (payload) => {
        ran.push(payload);
      }),
    );
    try {
      await eventually(() => ran.length > 0);
      expect(ran).toEqual([{ to: 'bob@example.test' }]);
      await eventually(async () => (await jobRow(next.app.db, id)).status === 'done');
    } finally {
      await next.close();
    }
  });

  it('is woken by a job enqueued elsewhere, without waiting for its next look', async () => {
    const ran: unknown[] = [];
    const woken = await anotherProcess(
      t,
      (app) =>
        app.jobs.register('test.wake', async (payload) => {
          ran.push(payload);
        }),
      // A look far away: only the notification can make it run the job in time.
      { pollMs: 600_000 },
    );
    try {
      await woken.app.jobs.runDueJobs();
      await enqueue(t.database.db, 'test.wake', { to: 'cara@example.test' });
      await eventually(() => ran.length > 0, 3000);
      expect(ran).toEqual([{ to: 'cara@example.test' }]);
    } finally {
      await woken.close();
    }
  });

  it('tells a running job that its process is stopping, so a long job can stop at a safe point', async () => {
    const seenAborted: boolean[] = [];
    const closing = await anotherProcess(
      t,
      (app) =>
        app.jobs.register('test.long', async (_payload, job) => {
          seenAborted.push(job.signal.aborted);
          await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
          seenAborted.push(job.signal.aborted);
        }),
      { autoStart: false },
    );
    const id = (await enqueue(t.app.db, 'test.long', {}))!;
    const running = closing.app.jobs.runDueJobs();
    await eventually(() => seenAborted.length === 1);
    await closing.close();
    await running;
    expect(seenAborted).toEqual([false, true]);
    expect((await jobRow(t.app.db, id)).status).toBe('done');
  });
});
