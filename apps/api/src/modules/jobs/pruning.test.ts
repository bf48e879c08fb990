import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, jobs, liveEvents, rateLimits, sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/users';

const ago = (interval: string) => sql.raw(`now() - interval '${interval}'`);
const ahead = (interval: string) => sql.raw(`now() + interval '${interval}'`);

describe('recurring pruning jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const runRecurringNow = async () => {
    await t.app.db.update(jobs).set({ runAt: sql`now()` }).where(like(jobs.dedupeKey, 'recurring:%'));
    return t.app.jobs.runDueJobs();
  };

  it('is scheduled once per kind when the app starts, an interval ahead', async () => {
    const rows = await t.app.db
      .select({ kind: jobs.kind, status: jobs.status, due: sql<boolean>`${jobs.runAt} > now()` })
      .from(jobs)
      .where(like(jobs.dedupeKey, 'recurring:%'));
    const kinds = [
      'client-logs.prune',
      'collectors.schedule',
      'guest-codes.prune',
      'jobs.prune',
      'live-events.prune',
      'notifications.alert-mail-sweep',
      'sessions.prune',
      'syrve.export-sweep',
      'syrve.stop-lists',
      'telegram-tokens.prune',
    ];
    if (t.app.database.driver === 'pg') kinds.push('rate-limits.prune');
    expect(rows.map((r) => r.kind).sort()).toEqual(kinds.sort());
    expect(rows.every((r) => r.status === 'pending' && r.due)).toBe(true);
  });

  it('drops expired sessions, old live events, client logs, counters and finished jobs; keeps fresh ones', async () => {
    const db = t.app.db;
    const user = await createUser(db);
    const structureId = user.structureId!;

    await db.insert(sessions).values([
      { tokenHash: 'expired-session', userId: user.id, expiresAt: ago('1 minute') },
      { tokenHash: 'live-session', userId: user.id, expiresAt: ahead('1 day') },
    ]);
    const [oldEvent, newEvent] = await db
      .insert(liveEvents)
      .values([
        { structureId, kind: 'order.created', payload: { n: 'old' }, createdAt: ago('25 hours') },
        { structureId, kind: 'order.created', payload: { n: 'new' }, createdAt: ago('23 hours') },
      ])
      .returning({ id: liveEvents.id });
    const log = (message: string, age: string) => ({
      source: 'app' as const,
      message,
      payload: {},
      createdAt: ago(age),
    });
    await db.insert(clientLogs).values([log('old report', '31 days'), log('recent report', '29 days')]);
    await db.insert(rateLimits).values([
      { key: 'test:old-window', count: 3, resetAt: ago('2 hours') },
      { key: 'test:current-window', count: 3, resetAt: ahead('1 minute') },
    ]);
    const finished = (name: string, status: 'done' | 'failed', age: string) => ({
      kind: `test.${name}`,
      payload: null,
      maxAttempts: 1,
      status,
      finishedAt: ago(age),
    });
    await db
      .insert(jobs)
      .values([
        finished('old-done', 'done', '8 days'),
        finished('recent-done', 'done', '6 days'),
        finished('old-failed', 'failed', '31 days'),
        finished('failed-to-look-into', 'failed', '8 days'),
      ]);

    expect(await runRecurringNow()).toBeGreaterThanOrEqual(4);

    const tokens = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, ['expired-session', 'live-session']));
    expect(tokens.map((r) => r.tokenHash)).toEqual(['live-session']);
    const events = await db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(inArray(liveEvents.id, [oldEvent!.id, newEvent!.id]));
    expect(events.map((r) => r.id)).toEqual([newEvent!.id]);
    const logs = await db.select({ message: clientLogs.message }).from(clientLogs);
    expect(logs.map((r) => r.message)).toEqual(['recent report']);
    const kept = await db.select({ kind: jobs.kind }).from(jobs).where(like(jobs.kind, 'test.%'));
    expect(kept.map((r) => r.kind).sort()).toEqual(['test.failed-to-look-into', 'test.recent-done']);
    const counters = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'test:%'));
    // Counters live in the database only on PostgreSQL; the embedded engine keeps them in memory.
    expect(counters.map((r) => r.key).sort()).toEqual(
      t.app.database.driver === 'pg' ? ['test:current-window'] : ['test:current-window', 'test:old-window'],
    );
  });

  it('schedules the next run of a pruning job once it ran', async () => {
    const rows = await t.app.db
      .select({
        status: jobs.status,
        attempts: jobs.attempts,
        minutesAhead: sql<string>`extract(epoch from (${jobs.runAt} - now())) / 60`,
      })
      .from(jobs)
      .where(and(like(jobs.dedupeKey, 'recurring:%'), eq(jobs.kind, 'sessions.prune')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(Number(rows[0]!.minutesAhead)).toBeGreaterThan(55);
  });
});
