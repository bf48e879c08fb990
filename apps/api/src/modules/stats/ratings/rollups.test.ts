import { ZCompanyHeadline, ZReviewScoresAnalytic, ZScoreRatePeriod } from '@guestloop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics, ratingDayRollups, ratings, structures, tables } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { guestCalls, ratingVenue } from '../../ratings/ratings.test-support';
import { rebuildRatingRollups } from '../index';
import { type StatsVenue, statCalls, statsVenue } from './rating-stats.test-support';
import { keptRollupsOf, rebuiltRollupsOf } from './rollups.test-support';

/**
 * The rollups follow every change of a rating in its own transaction, and equal what a rebuild
 * from the ratings makes. A Berlin company, 4–10 March 2024 (UTC+1).
 */
const WEEK = { from: '2024-03-04', to: '2024-03-10' };

describe('rating rollups kept by the database', () => {
  let t: TestApp;
  let v: StatsVenue;
  let calls: ReturnType<typeof statCalls>;
  const headline = async () =>
    ZReviewScoresAnalytic.parse((await calls.post('review-scores-analytic', WEEK)).json()).current;
  const sameAsRebuild = async (structureId = v.company.structureId) =>
    expect(await keptRollupsOf(t, structureId)).toEqual(await rebuiltRollupsOf(t, structureId));

  beforeAll(async () => {
    t = await createTestApp();
    v = await statsVenue(t);
    calls = statCalls(v.company.api);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts a rating once confirmed, moves it with its score and place, and drops it when deleted', async () => {
    const pending = await v.rate(v.stars, 2, '2024-03-05T10:00:00Z', { pending: true, table: v.table });
    await v.rate(v.stars, 5, '2024-03-05T11:00:00Z');
    expect(await headline()).toMatchObject({ count: 1, average: 5 });
    await sameAsRebuild();

    await t.app.db.update(ratings).set({ verifiedAt: new Date() }).where(eq(ratings.id, pending.id));
    expect(await headline()).toMatchObject({ count: 2, average: 3.5, bad: 1 });
    await sameAsRebuild();

    await t.app.db.update(ratings).set({ score: 4, outcome: 'good' }).where(eq(ratings.id, pending.id));
    expect(await headline()).toMatchObject({ count: 2, average: 4.5, bad: 0, good: 2 });
    await t.app.db.update(ratings).set({ subLocationId: v.terrace }).where(eq(ratings.id, pending.id));
    const terrace = ZReviewScoresAnalytic.parse(
      (await calls.post('review-scores-analytic', { ...WEEK, subLocationIds: [v.terrace] })).json(),
    );
    expect(terrace.current.count).toBe(1);
    await sameAsRebuild();

    // Another day of the week: its sums leave Tuesday for Friday.
    await t.app.db
      .update(ratings)
      .set({ createdAt: new Date('2024-03-08T12:00:00Z') })
      .where(eq(ratings.id, pending.id));
    const days = ZScoreRatePeriod.parse((await calls.post('score-rate-period', WEEK)).json());
    expect(days.buckets.map((b) => b.count)).toEqual([0, 1, 0, 0, 1, 0, 0]);
    await sameAsRebuild();

    await t.app.db.delete(ratings).where(eq(ratings.id, pending.id));
    expect(await headline()).toMatchObject({ count: 1, average: 5 });
    await sameAsRebuild();
    const rows = await keptRollupsOf(t, v.company.structureId);
    expect([...rows.day, ...rows.hour, ...rows.table].every((row) => row.n > 0)).toBe(true);
  });

  it("follows a table's and a metric's deletion, and adds a whole batch in one statement", async () => {
    await t.app.db.insert(ratings).values(
      [1, 2, 3, 4, 5].map((score) => ({
        structureId: v.company.structureId,
        metricId: v.stars.id,
        locationId: v.hall,
        tableId: v.table,
        score,
        outcome: score <= 2 ? 'bad' : score === 3 ? 'neutral' : 'good',
        language: 'en',
        createdAt: new Date('2024-03-06T09:00:00Z'),
      })),
    );
    expect((await keptRollupsOf(t, v.company.structureId)).table.map((row) => row.n)).toEqual([5]);
    await sameAsRebuild();
    await t.app.db.delete(tables).where(eq(tables.id, v.table));
    expect((await keptRollupsOf(t, v.company.structureId)).table).toEqual([]);
    expect((await headline()).count).toBe(6);
    await sameAsRebuild();
    await v.rate(v.nps, 9, '2024-03-07T09:00:00Z');
    await t.app.db.delete(metrics).where(eq(metrics.id, v.stars.id));
    expect(await headline()).toMatchObject({ count: 1, promoters: 1 });
    await sameAsRebuild();
  });

  it('moves the days and hours to a new time zone in the same transaction', async () => {
    // 22:30 UTC on Thursday 7 March: 23:30 Thursday in Berlin, 04:00 Friday in Kolkata.
    await v.rate(v.nps, 10, '2024-03-07T22:30:00Z');
    const before = ZScoreRatePeriod.parse((await calls.post('score-rate-period', WEEK)).json());
    expect(before.buckets.map((b) => b.count)).toEqual([0, 0, 0, 2, 0, 0, 0]);
    const changed = await v.company.api.post('/structure', { timeZone: 'Asia/Kolkata' });
    expect(changed.statusCode).toBe(200);
    const after = ZScoreRatePeriod.parse((await calls.post('score-rate-period', WEEK)).json());
    expect(after.period.timeZone).toBe('Asia/Kolkata');
    expect(after.buckets.map((b) => b.count)).toEqual([0, 0, 0, 1, 1, 0, 0]);
    const [hour] = (await keptRollupsOf(t, v.company.structureId)).hour.filter(
      (row) => row.day === '2024-03-08',
    );
    expect(hour).toMatchObject({ hour: 4, n: 1 });
    await sameAsRebuild();
  });

  it('puts back lost or wrong sums with a rebuild, of one company or of all', async () => {
    const expected = await headline();
    await t.app.db.delete(ratingDayRollups).where(eq(ratingDayRollups.structureId, v.company.structureId));
    expect((await headline()).count).toBe(0);
    await rebuildRatingRollups(t.app.db, v.company.structureId);
    expect(await headline()).toEqual(expected);
    await t.app.db.execute(
      sql`update rating_day_rollups set n = n + 7 where structure_id = ${v.company.structureId}`,
    );
    await rebuildRatingRollups(t.app.db);
    expect(await headline()).toEqual(expected);
  });

  it("shows a guest's rating from the rating page in today's figures", async () => {
    const venue = await ratingVenue(t, 'Quay Kitchen');
    const rated = await guestCalls(t).rate({ slug: venue.metric.slug, score: 2 });
    expect(rated.statusCode).toBe(200);
    const res = await venue.company.api.get(`/stat/data/${venue.company.structureId}/company`);
    expect(ZCompanyHeadline.parse(res.json()).today).toMatchObject({
      count: 1,
      average: 2,
      bad: 1,
      badUnread: 1,
    });
  });

  it("takes a deleted company's sums with it", async () => {
    const gone = await statsVenue(t);
    await gone.rate(gone.stars, 4, '2024-03-05T10:00:00Z');
    expect((await keptRollupsOf(t, gone.company.structureId)).day).toHaveLength(1);
    await t.app.db.delete(structures).where(eq(structures.id, gone.company.structureId));
    expect(await keptRollupsOf(t, gone.company.structureId)).toEqual({
      month: [],
      day: [],
      hour: [],
      monthHour: [],
      table: [],
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "adds a rating written during its company's rebuild once the rebuild is done",
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let rebuilt!: () => void;
      const started = new Promise<void>((resolve) => {
        rebuilt = resolve;
      });
      const rebuild = t.app.db.transaction(async (tx) => {
        await rebuildRatingRollups(tx, v.company.structureId);
        rebuilt();
        await held;
      });
      await started;
      let written = false;
      const writing = v.rate(v.nps, 7, '2024-03-09T10:00:00Z').then(() => {
        written = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(written).toBe(false);
      release();
      await Promise.all([rebuild, writing]);
      expect((await headline()).passives).toBeGreaterThanOrEqual(1);
      await sameAsRebuild();
    },
  );
});
