import { ZCompanyHeadline, ZCompanyRates, ZLocationGrades, ZLocationRates } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, waiterTables } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { signIn } from '../../../test/users';
import { newCompany } from '../../structure/structure.test-support';
import { localToday } from './buckets';
import { type StatsVenue, statCalls, statsVenue } from './rating-stats.test-support';

/**
 * Comparisons on a company in Kolkata (UTC+5:30, no daylight saving): 1–2 May 2024. The garden's
 * NPS scores map onto 1–5 beside the hall's stars (9 → 4.6, 10 → 5, 3 → 2.2).
 */
const DAYS = { from: '2024-05-01', to: '2024-05-02' };

describe('rating statistics: locations, tables, waiters and the dashboard', () => {
  let t: TestApp;
  let v: StatsVenue;
  let calls: ReturnType<typeof statCalls>;
  let waiterId: string;

  beforeAll(async () => {
    t = await createTestApp();
    v = await statsVenue(t, 'Asia/Kolkata');
    calls = statCalls(v.company.api);
    const { rate, stars, nps, table, terrace } = v;
    await rate(stars, 5, '2024-05-01T04:00:00Z', { table });
    // 00:30 on 2 May in Kolkata.
    await rate(stars, 4, '2024-05-01T19:00:00Z', { table });
    await rate(stars, 2, '2024-05-01T10:00:00Z');
    await rate(stars, 3, '2024-05-02T06:00:00Z', { sub: terrace });
    await rate(stars, 1, '2024-05-02T08:00:00Z', { sub: terrace });
    await rate(nps, 9, '2024-05-01T12:00:00Z');
    await rate(nps, 10, '2024-05-02T12:00:00Z');
    await rate(nps, 3, '2024-05-02T13:00:00Z');
    const waiter = await v.company.member('waiter');
    waiterId = waiter.user.id;
    await t.app.db.update(users).set({ name: 'Wanda Waiter' }).where(eq(users.id, waiterId));
    await t.app.db
      .insert(waiterTables)
      .values({ structureId: v.company.structureId, userId: waiter.user.id, tableId: table });
  });
  afterAll(async () => {
    await t.close();
  });

  it('compares every location of the company, each with everything under it, per day', async () => {
    const res = await calls.post(`${v.company.structureId}/company-rates`, DAYS);
    expect(res.statusCode).toBe(200);
    const body = ZCompanyRates.parse(res.json());
    expect(body.scale.type).toBe('mixed');
    expect(body.buckets).toEqual([
      { from: '2024-05-01', to: '2024-05-01', hour: null },
      { from: '2024-05-02', to: '2024-05-02', hour: null },
    ]);
    const rows = body.places.map((p) => [p.name, p.depth, p.figures.count, p.figures.bad]);
    expect(rows).toEqual([
      ['Garden Bar', 0, 3, 1],
      ['Harbour Hall', 0, 5, 2],
      ['Harbour Terrace', 1, 2, 1],
    ]);
    const [garden, hall, terrace] = body.places;
    expect(garden!.figures.average).toBeCloseTo(11.8 / 3, 10);
    expect(hall!.figures.average).toBe(3);
    expect(terrace!.parentId).toBe(v.hall);
    expect(hall!.points).toEqual([
      { count: 2, average: 3.5, bad: 1 },
      { count: 3, average: 8 / 3, bad: 1 },
    ]);
    expect(terrace!.points[0]).toEqual({ count: 0, average: null, bad: 0 });
    const only = ZCompanyRates.parse(
      (await calls.post(`${v.company.structureId}/company-rates`, { ...DAYS, locationIds: [v.hall] })).json(),
    );
    expect(only.places.map((p) => p.name)).toEqual(['Harbour Hall', 'Harbour Terrace']);
    expect(only.scale.type).toBe('stars');
  });

  it('compares a location with its sub-locations, its own ratings, tables and their waiters', async () => {
    const res = await calls.post(`${v.hall}/location-rates`, DAYS);
    expect(res.statusCode).toBe(200);
    const body = ZLocationRates.parse(res.json());
    expect(body.scale).toEqual({ type: 'stars', min: 1, max: 5 });
    expect(body.places.map((p) => [p.name, p.figures.count, p.figures.average])).toEqual([
      ['Harbour Hall', 5, 3],
      ['Harbour Terrace', 2, 2],
    ]);
    expect(body.direct.figures).toMatchObject({ count: 3, bad: 1 });
    expect(body.direct.points).toEqual([
      { count: 2, average: 3.5, bad: 1 },
      { count: 1, average: 4, bad: 0 },
    ]);
    expect(body.tables).toEqual([{ id: v.table, name: 'Hall · 1', count: 2, average: 4.5, bad: 0 }]);
    expect(body.waiters).toEqual([{ id: waiterId, name: 'Wanda Waiter', count: 2, average: 4.5, bad: 0 }]);
    const hourly = ZLocationRates.parse(
      (await calls.post(`${v.terrace}/location-rates`, { ...DAYS, granularity: 'hour' })).json(),
    );
    expect(hourly.buckets).toHaveLength(48);
    const busy = hourly.places[0]!.points.flatMap((p, i) =>
      p.count > 0 ? [[hourly.buckets[i]!.hour, p.count]] : [],
    );
    expect(busy).toEqual([
      [11, 1],
      [13, 1],
    ]);
  });

  it('ranks and grades every location, best first', async () => {
    const body = ZLocationGrades.parse((await calls.get('location/grades', DAYS)).json());
    expect(body.items.map((i) => [i.name, i.rank, i.grade, i.count])).toEqual([
      ['Garden Bar', 1, 'B', 3],
      ['Harbour Hall', 2, 'D', 5],
      ['Harbour Terrace', 3, 'E', 2],
    ]);
    expect(body.items[1]!.badShare).toBe(40);
    const stars = ZLocationGrades.parse(
      (await calls.get('location/grades', { ...DAYS, metricTypes: ['stars'] })).json(),
    );
    expect(stars.items.map((i) => [i.name, i.rank, i.grade])).toEqual([
      ['Harbour Hall', 1, 'D'],
      ['Harbour Terrace', 2, 'E'],
      ['Garden Bar', null, null],
    ]);
  });

  it("gives the dashboard today's, this week's and this month's figures, and bad ratings left unread", async () => {
    const now = new Date();
    const bad = await v.rate(v.stars, 1, now.toISOString());
    await v.rate(v.stars, 5, now.toISOString(), { viewed: true });
    await v.rate(v.stars, 5, new Date(now.getTime() - 40 * 86_400_000).toISOString());
    const read = async () =>
      ZCompanyHeadline.parse((await calls.get(`data/${v.company.structureId}/company`)).json());
    const before = await read();
    const today = localToday('Asia/Kolkata', now);
    expect(before.timeZone).toBe('Asia/Kolkata');
    expect(before.today).toEqual({ from: today, to: today, count: 2, average: 3, bad: 1, badUnread: 1 });
    expect(before.week).toMatchObject({ to: today, count: 2, badUnread: 1 });
    expect(before.month).toMatchObject({ from: `${today.slice(0, 8)}01`, count: 2 });
    const opened = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/review/${bad.id}/view`,
      headers: { cookie: await signIn(t.app, v.company.admin) },
    });
    expect(opened.statusCode).toBe(200);
    expect((await read()).today).toMatchObject({ count: 2, bad: 1, badUnread: 0 });
  });

  it("answers 404 for another company's id, location or company", async () => {
    const other = await newCompany(t);
    expect((await calls.post(`${other.structureId}/company-rates`, DAYS)).statusCode).toBe(404);
    expect((await calls.get(`data/${other.structureId}/company`)).statusCode).toBe(404);
    expect((await calls.post(`${crypto.randomUUID()}/location-rates`, DAYS)).statusCode).toBe(404);
    const theirs = statCalls(other.api);
    const res = await theirs.post(`${v.hall}/location-rates`, DAYS);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('refuses every rating statistics call to a member without the statistics permission', async () => {
    const waiter = await v.company.member('waiter');
    const theirs = statCalls(waiter.api);
    const answers = [
      await theirs.post('review-scores-analytic', DAYS),
      await theirs.post('score-rate-period', DAYS),
      await theirs.post('review-trend-period', DAYS),
      await theirs.post('review-scores-period', DAYS),
      await theirs.post(`${v.stars.id}/metric-rates`, DAYS),
      await theirs.post(`${v.hall}/location-rates`, DAYS),
      await theirs.post(`${v.company.structureId}/company-rates`, DAYS),
      await theirs.get(`data/${v.company.structureId}/company`),
      await theirs.get('metric', DAYS),
      await theirs.get('metric-type', DAYS),
      await theirs.get('structure/reviews-by-hours', DAYS),
      await theirs.get('structure/reviews-by-periods', DAYS),
      await theirs.get('location/grades', DAYS),
    ];
    expect(answers.map((res) => [res.statusCode, res.json().code])).toEqual(
      answers.map(() => [403, 'FORBIDDEN']),
    );
  });
});
