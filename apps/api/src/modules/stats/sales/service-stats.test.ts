import { ZSalesDayReport, ZServiceCalls, ZStatToday } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics, ratings, waiterCalls } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { localDay } from './period';
import { insertCall, insertOrder, salesVenue, type Venue } from './sales.test-support';

/**
 * Waiter calls and how fast they were answered, the end-of-day report and the dashboard's figures
 * of today, in a venue on Kolkata's clock (UTC+5:30).
 */
describe('service statistics, the day report and today', () => {
  let t: TestApp;
  let v: Venue;
  const day = { from: '2024-03-04', to: '2024-03-05' };

  beforeAll(async () => {
    t = await createTestApp();
    v = await salesVenue(t, 'Asia/Kolkata');
    const db = t.app.db;
    const [wanda, walt] = v.waiterIds;
    // 2024-03-04 in Kolkata: 04:30 UTC is 10:00 there.
    await insertCall(db, v, { at: '2024-03-04T04:30:00Z', handledAfterSeconds: 45, handledBy: wanda });
    await insertCall(db, v, { at: '2024-03-04T04:40:00Z', handledAfterSeconds: 150, handledBy: wanda });
    await insertCall(db, v, { at: '2024-03-04T05:00:00Z', handledAfterSeconds: 4000, handledBy: walt });
    await insertCall(db, v, { at: '2024-03-04T05:10:00Z', tableId: v.plainTableId });
    // 18:45 UTC on the 4th is 00:15 on the 5th in Kolkata.
    await insertCall(db, v, { at: '2024-03-04T18:45:00Z', handledAfterSeconds: 100, handledBy: walt });
    await insertOrder(db, v, {
      at: '2024-03-04T06:00:00Z',
      tableId: v.servedTableId,
      locationId: v.subId,
      status: 'closed',
      paid: true,
      paymentMethod: 'cash',
      tips: 50,
      lines: [{ itemId: null, title: 'Thali', quantity: 2, total: 1200 }],
    });
    await insertOrder(db, v, {
      at: '2024-03-04T07:00:00Z',
      status: 'served',
      paid: true,
      paymentMethod: 'card',
      lines: [{ itemId: null, title: 'Lassi', quantity: 3, total: 600 }],
    });
    await insertOrder(db, v, { at: '2024-03-04T08:00:00Z', status: 'cancelled', total: 450 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts calls, the handled share and response times per day, waiter and table group', async () => {
    const res = await v.company.api.post('/stat/service/calls', day);
    expect(res.statusCode).toBe(200);
    const body = ZServiceCalls.parse(res.json());
    expect(body.total).toMatchObject({
      calls: 5,
      handled: 4,
      handledShare: 0.8,
      averageSeconds: Math.round((45 + 150 + 4000 + 100) / 4),
      // The 4th of 4 handled calls took over an hour.
      p90Seconds: 3600,
      p90OrMore: true,
    });
    expect(body.total.responseBands.map((b) => b.calls)).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 1]);
    expect(body.total.responseBands.at(-1)!.upToSeconds).toBeNull();
    expect(body.buckets.map((b) => [b.from, b.calls, b.handled])).toEqual([
      ['2024-03-04', 4, 3],
      ['2024-03-05', 1, 1],
    ]);
    expect(body.buckets[1]).toMatchObject({ averageSeconds: 100, p90Seconds: 120, p90OrMore: false });
    expect(body.hoursOfDay[10]).toMatchObject({ calls: 4, handled: 3 });
    expect(body.hoursOfDay[0]).toMatchObject({ calls: 1 });
    const [wanda, walt] = v.waiterIds;
    const byWaiter = new Map(body.waiters.map((w) => [w.userId, w]));
    expect(byWaiter.get(wanda)).toMatchObject({ calls: 2, handled: 2, averageSeconds: 98, p90Seconds: 180 });
    expect(byWaiter.get(walt)).toMatchObject({ calls: 2, averageSeconds: 2050 });
    expect(byWaiter.get(null)).toMatchObject({
      calls: 1,
      handled: 0,
      averageSeconds: null,
      p90Seconds: null,
    });
    expect(body.tableGroups.map((g) => [g.name, g.locationName, g.calls])).toEqual([
      ['Terrace', 'Harbour Terrace', 4],
      ['Hall', 'Harbour Hall', 1],
    ]);
    const onlyWalt = ZServiceCalls.parse(
      (await v.company.api.post('/stat/service/calls', { ...day, waiterIds: [walt] })).json(),
    );
    expect(onlyWalt.total.calls).toBe(2);
    const hall = ZServiceCalls.parse(
      (await v.company.api.post('/stat/service/calls', { ...day, tableGroupIds: [v.plainGroupId] })).json(),
    );
    expect(hall.total).toMatchObject({ calls: 1, handled: 0, handledShare: 0 });
  });

  it('keeps the counts right when a call is answered, reopened and deleted', async () => {
    const db = t.app.db;
    const call = await insertCall(db, v, { at: '2024-03-05T06:00:00Z' });
    const total = async () =>
      ZServiceCalls.parse((await v.company.api.post('/stat/service/calls', day)).json()).total;
    expect(await total()).toMatchObject({ calls: 6, handled: 4 });
    await db
      .update(waiterCalls)
      .set({ status: 'handled', handledAt: new Date('2024-03-05T06:00:30Z'), handledBy: v.waiterIds[1] })
      .where(eq(waiterCalls.id, call.id));
    expect(await total()).toMatchObject({ calls: 6, handled: 5 });
    await db
      .update(waiterCalls)
      .set({ status: 'open', handledAt: null, handledBy: null })
      .where(eq(waiterCalls.id, call.id));
    expect(await total()).toMatchObject({ calls: 6, handled: 4 });
    await db.delete(waiterCalls).where(eq(waiterCalls.id, call.id));
    expect(await total()).toMatchObject({ calls: 5, handled: 4, averageSeconds: 1074 });
  });

  it("reports a day's totals, cancellations, hours, types, payment methods, top items and calls", async () => {
    const res = await v.company.api.get('/stat/sales/day-report?day=2024-03-04');
    expect(res.statusCode).toBe(200);
    const report = ZSalesDayReport.parse(res.json());
    expect(report.totals).toMatchObject({
      orders: 2,
      sales: 2,
      revenue: 1850,
      tips: 50,
      cancelled: 1,
      cancelledValue: 450,
      averageTicket: 925,
    });
    expect(report.hours[11]).toMatchObject({ revenue: 1250 });
    expect(report.hours[12]).toMatchObject({ revenue: 600 });
    // The cancelled order had no payment method.
    expect(report.paymentMethods.map((p) => [p.key, p.revenue, p.cancelled])).toEqual([
      ['cash', 1250, 0],
      ['card', 600, 0],
      [null, 0, 1],
    ]);
    expect(report.types.map((p) => [p.key, p.orders, p.cancelled])).toEqual([
      ['table', 1, 0],
      ['pickup', 1, 1],
    ]);
    expect(report.topItems.map((i) => [i.title, i.quantity, i.itemId])).toEqual([
      ['Lassi', 3, null],
      ['Thali', 2, null],
    ]);
    expect(report.calls).toMatchObject({ calls: 4, handled: 3 });
    const terrace = ZSalesDayReport.parse(
      (await v.company.api.get(`/stat/sales/day-report?day=2024-03-04&locationId=${v.subId}`)).json(),
    );
    expect(terrace.totals).toMatchObject({ orders: 1, revenue: 1250 });
    expect(terrace.calls.calls).toBe(3);
  });

  it('refuses a day report without a proper day or for a location of another company', async () => {
    const bad = await v.company.api.get('/stat/sales/day-report?day=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'querystring.day' });
    const other = await salesVenue(t, 'UTC');
    const foreign = await v.company.api.get(
      `/stat/sales/day-report?day=2024-03-04&locationId=${other.rootId}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("gives today's orders, revenue, open calls, unread reviews and scores on the venue's clock", async () => {
    const db = t.app.db;
    const now = new Date();
    await insertOrder(db, v, {
      at: now.toISOString(),
      status: 'closed',
      lines: [{ itemId: null, title: 'Chai', quantity: 1, total: 150 }],
    });
    await insertOrder(db, v, { at: now.toISOString(), status: 'new' });
    await insertCall(db, v, { at: now.toISOString() });
    const [metric] = await db
      .insert(metrics)
      .values({
        structureId: v.structureId,
        locationId: v.rootId,
        slug: `m-${Date.now()}`,
        type: 'stars',
        language: 'en',
        title: 'Visit',
        content: {},
      })
      .returning();
    const rating = (score: number, extra: object = {}) => ({
      structureId: v.structureId,
      metricId: metric!.id,
      score,
      outcome: score >= 4 ? 'good' : 'bad',
      language: 'en',
      ...extra,
    });
    await db.insert(ratings).values([
      rating(5),
      rating(2),
      rating(4, { viewedAt: now }),
      // Waiting for its e-mail confirmation: does not count yet.
      rating(1, { verification: 'email' }),
      rating(3, { createdAt: new Date(now.getTime() - 3 * 86_400_000) }),
    ]);
    const res = await v.company.api.get('/stat/today');
    expect(res.statusCode).toBe(200);
    const today = ZStatToday.parse(res.json());
    expect(today.day).toBe(localDay('Asia/Kolkata', now));
    expect(today).toMatchObject({ orders: 2, cancelled: 0, openCalls: 2, newReviews: 3, ratings: 3 });
    expect(today.money).toEqual([{ currency: 'EUR', sales: 1, revenue: 150, tips: 0, averageTicket: 150 }]);
    expect(today.scores).toEqual([{ type: 'stars', ratings: 3, average: 11 / 3 }]);
    const { api } = await v.company.member('waiter');
    expect((await api.get('/stat/today')).statusCode).toBe(403);
    expect((await api.get('/stat/sales/day-report?day=2024-03-04')).statusCode).toBe(403);
    expect((await api.post('/stat/service/calls', day)).statusCode).toBe(403);
  });
});
