import { randomUUID } from 'node:crypto';
import { ZSalesByDimension, ZSalesByPeriod, ZSalesItems, ZSalesSummary } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { newCompany } from '../../structure/structure.test-support';
import { insertOrder, salesVenue, type Venue } from './sales.test-support';

/**
 * The sales figures a manager reads: orders, sales and revenue of a week on the venue's clock
 * (Berlin, an hour ahead of UTC in January), the week before, per bucket, per place and waiter,
 * and the items sold.
 */
describe('sales statistics', () => {
  let t: TestApp;
  let v: Venue;
  const latte = randomUUID();
  const cake = randomUUID();
  const tea = randomUUID();
  const week = { from: '2024-01-08', to: '2024-01-14' };

  beforeAll(async () => {
    t = await createTestApp();
    v = await salesVenue(t, 'Europe/Berlin');
    const db = t.app.db;
    // Closed and not paid yet (cash at the end): a sale. 10:00 in Berlin.
    await insertOrder(db, v, {
      at: '2024-01-10T09:00:00Z',
      tableId: v.servedTableId,
      locationId: v.subId,
      status: 'closed',
      tips: 200,
      lines: [
        { itemId: latte, title: 'Latte', quantity: 2, total: 800 },
        { itemId: cake, title: 'Cake', quantity: 1, total: 500 },
      ],
    });
    // Paid by card, not handed over yet: a sale, on Thursday 00:30 in Berlin.
    await insertOrder(db, v, {
      at: '2024-01-10T23:30:00Z',
      status: 'ready',
      paid: true,
      paymentMethod: 'card',
      lines: [
        { itemId: latte, title: 'Latte', quantity: 1, total: 400 },
        { itemId: tea, title: 'Tea', quantity: 1, total: 300 },
      ],
    });
    await insertOrder(db, v, {
      at: '2024-01-10T12:00:00Z',
      tableId: v.plainTableId,
      status: 'cancelled',
      lines: [{ itemId: cake, title: 'Cake', quantity: 2, total: 900 }],
    });
    // Accepted, unpaid: an order, not a sale.
    await insertOrder(db, v, {
      at: '2024-01-10T13:00:00Z',
      type: 'delivery',
      status: 'accepted',
      lines: [{ itemId: tea, title: 'Tea', quantity: 4, total: 1000 }],
    });
    // The week before.
    await insertOrder(db, v, {
      at: '2024-01-03T10:00:00Z',
      status: 'closed',
      lines: [{ itemId: latte, title: 'Latte', quantity: 5, total: 2000 }],
    });
    await insertOrder(db, v, { at: '2024-01-12T10:00:00Z', status: 'closed', currency: 'USD' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: object) => v.company.api.post(url, body);

  it('sums the week and the week before, per currency, counting sales as paid or closed orders', async () => {
    const res = await post('/stat/sales/summary', week);
    expect(res.statusCode).toBe(200);
    const body = ZSalesSummary.parse(res.json());
    expect(body.previous).toEqual({ from: '2024-01-01', to: '2024-01-07' });
    expect(body.currencies.map((c) => c.currency)).toEqual(['EUR', 'USD']);
    expect(body.currencies[0]!.current).toEqual({
      orders: 3,
      cancelled: 1,
      cancelledValue: 900,
      sales: 2,
      paidOrders: 1,
      revenue: 2200,
      subtotal: 2000,
      tips: 200,
      averageTicket: 1100,
    });
    expect(body.currencies[0]!.previous).toMatchObject({
      orders: 1,
      sales: 1,
      revenue: 2000,
      averageTicket: 2000,
    });
    expect(body.currencies[1]!.current).toMatchObject({ orders: 1, sales: 1, revenue: 100 });

    const usd = ZSalesSummary.parse((await post('/stat/sales/summary', { ...week, currency: 'USD' })).json());
    expect(usd.currencies.map((c) => c.currency)).toEqual(['USD']);
  });

  it('gives every day of the period on the venue clock, and the profile by hour and weekday', async () => {
    const body = ZSalesByPeriod.parse((await post('/stat/sales/by-period', week)).json());
    expect(body.currency).toBe('EUR');
    expect(body.currencies).toEqual(['EUR', 'USD']);
    expect(body.buckets.map((b) => b.from)).toEqual([
      '2024-01-08',
      '2024-01-09',
      '2024-01-10',
      '2024-01-11',
      '2024-01-12',
      '2024-01-13',
      '2024-01-14',
    ]);
    const day = (d: string) => body.buckets.find((b) => b.from === d)!;
    expect(day('2024-01-10')).toMatchObject({ orders: 2, cancelled: 1, sales: 1, revenue: 1500, hour: null });
    // 23:30 UTC is half past midnight of the next day in Berlin.
    expect(day('2024-01-11')).toMatchObject({ orders: 1, sales: 1, revenue: 700, paidOrders: 1 });
    expect(day('2024-01-12')).toMatchObject({ orders: 0, revenue: 0, averageTicket: null });
    expect(body.hoursOfDay).toHaveLength(24);
    expect(body.hoursOfDay[10]).toMatchObject({ hour: 10, sales: 1, revenue: 1500 });
    expect(body.hoursOfDay[0]).toMatchObject({ hour: 0, revenue: 700 });
    expect(body.hoursOfDay[13]).toMatchObject({ orders: 0, cancelled: 1 });
    expect(body.weekdays.map((w) => w.revenue)).toEqual([0, 0, 1500, 700, 0, 0, 0]);
  });

  it('buckets by hour, ISO week and calendar month, the outer buckets cut to the period', async () => {
    const hourly = ZSalesByPeriod.parse(
      (
        await post('/stat/sales/by-period', { from: '2024-01-10', to: '2024-01-11', granularity: 'hour' })
      ).json(),
    );
    expect(hourly.buckets).toHaveLength(48);
    expect(hourly.buckets.find((b) => b.from === '2024-01-10' && b.hour === 10)).toMatchObject({
      revenue: 1500,
    });
    expect(hourly.buckets.find((b) => b.from === '2024-01-11' && b.hour === 0)).toMatchObject({
      revenue: 700,
    });

    const weekly = ZSalesByPeriod.parse(
      (
        await post('/stat/sales/by-period', { from: '2024-01-02', to: '2024-01-16', granularity: 'week' })
      ).json(),
    );
    expect(weekly.buckets.map((b) => [b.from, b.to, b.revenue])).toEqual([
      ['2024-01-02', '2024-01-07', 2000],
      ['2024-01-08', '2024-01-14', 2200],
      ['2024-01-15', '2024-01-16', 0],
    ]);
    const monthly = ZSalesByPeriod.parse(
      (
        await post('/stat/sales/by-period', { from: '2023-12-20', to: '2024-02-03', granularity: 'month' })
      ).json(),
    );
    expect(monthly.buckets.map((b) => [b.from, b.to, b.orders])).toEqual([
      ['2023-12-20', '2023-12-31', 0],
      ['2024-01-01', '2024-01-31', 4],
      ['2024-02-01', '2024-02-03', 0],
    ]);
  });

  it('splits sales by waiter, table group, location, type and payment method, most revenue first', async () => {
    const by = async (dimension: string, extra: object = {}) =>
      ZSalesByDimension.parse(
        (await post('/stat/sales/by-dimension', { ...week, dimension, ...extra })).json(),
      ).rows;
    const waiters = await by('waiter');
    // The table's first waiter by id takes the order.
    expect(waiters.map((r) => [r.key, r.label, r.revenue, r.orders])).toEqual([
      [v.waiterIds[0], expect.stringMatching(/^W\w+ Waiter$/), 1500, 1],
      [null, null, 700, 2],
    ]);
    expect(waiters[0]!.revenueShare).toBeCloseTo(1500 / 2200);
    const groups = await by('table-group');
    expect(groups.find((r) => r.key === v.servedGroupId)).toMatchObject({
      label: 'Harbour Terrace · Terrace',
      revenue: 1500,
    });
    expect(groups.find((r) => r.key === v.plainGroupId)).toMatchObject({ orders: 0, cancelled: 1 });
    expect((await by('type')).map((r) => [r.key, r.orders, r.revenue])).toEqual([
      ['table', 1, 1500],
      ['pickup', 1, 700],
      ['delivery', 1, 0],
    ]);
    expect((await by('payment-method')).map((r) => [r.key, r.revenue])).toEqual([
      [null, 1500],
      ['card', 700],
    ]);
    expect((await by('location')).map((r) => [r.label, r.revenue])).toEqual([
      ['Harbour Terrace', 1500],
      ['Harbour Hall', 700],
    ]);
    expect((await by('menu')).map((r) => [r.label, r.orders])).toEqual([['Harbour Menu', 3]]);
  });

  it('filters by location (with its sub-locations), table group, waiter and type', async () => {
    const revenue = async (filters: object) =>
      ZSalesSummary.parse((await post('/stat/sales/summary', { ...week, ...filters })).json()).currencies[0]!
        .current.revenue;
    expect(await revenue({ locationIds: [v.rootId] })).toBe(2200);
    expect(await revenue({ locationIds: [v.subId] })).toBe(1500);
    expect(await revenue({ tableGroupIds: [v.servedGroupId] })).toBe(1500);
    expect(await revenue({ waiterIds: [v.waiterIds[0]] })).toBe(1500);
    expect(await revenue({ waiterIds: [v.waiterIds[1]] })).toBe(0);
    expect(await revenue({ types: ['pickup', 'delivery'] })).toBe(700);
  });

  it('ranks the items sold, top and bottom, by quantity and revenue', async () => {
    const body = ZSalesItems.parse((await post('/stat/sales/items', { ...week, limit: 2 })).json());
    expect(body.items.map((i) => [i.title, i.quantity, i.revenue])).toEqual([
      ['Latte', 3, 1200],
      ['Cake', 1, 500],
      ['Tea', 1, 300],
    ]);
    expect(body).toMatchObject({ quantity: 5, revenue: 2000, currency: 'EUR' });
    expect(body.items[0]!.itemId).toBe(latte);
    expect(body.items[0]!.quantityShare).toBeCloseTo(0.6);
    expect(body.topByRevenue.map((i) => i.title)).toEqual(['Latte', 'Cake']);
    expect(body.bottomByQuantity.map((i) => i.title)).toEqual(['Cake', 'Tea']);
    expect(body.bottomByRevenue.map((i) => i.title)).toEqual(['Tea', 'Cake']);
    const terrace = ZSalesItems.parse(
      (await post('/stat/sales/items', { ...week, tableGroupIds: [v.servedGroupId] })).json(),
    );
    expect(terrace.items.map((i) => [i.title, i.quantity])).toEqual([
      ['Latte', 2],
      ['Cake', 1],
    ]);
  });

  it('refuses a reversed or too long period, and hourly figures over 31 days, naming the field', async () => {
    const reversed = await post('/stat/sales/summary', { from: '2024-01-10', to: '2024-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details[0]).toMatchObject({ path: 'body.to' });
    const long = await post('/stat/sales/by-period', { from: '2022-01-01', to: '2024-06-01' });
    expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const hourly = await post('/stat/sales/by-period', {
      from: '2024-01-01',
      to: '2024-06-01',
      granularity: 'hour',
    });
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().details[0]).toMatchObject({ path: 'body.granularity' });
    const dimension = await post('/stat/sales/by-dimension', { ...week, dimension: 'colour' });
    expect(dimension.json().details[0]).toMatchObject({ path: 'body.dimension' });
    const limit = await post('/stat/sales/items', { ...week, limit: 0 });
    expect(limit.json().details[0]).toMatchObject({ path: 'body.limit' });
    const calls = await post('/stat/service/calls', { ...week, types: ['takeaway'] });
    expect(calls.statusCode).toBe(400);
    expect(calls.json().details[0].path).toMatch(/^body\.types/);
  });

  it("answers 404 for another company's location, menu, table group or waiter", async () => {
    const other = await salesVenue(t, 'UTC');
    for (const filters of [
      { locationIds: [other.rootId] },
      { menuIds: [other.menuId] },
      { tableGroupIds: [other.servedGroupId] },
      { waiterIds: [other.waiterIds[0]] },
      { menuIds: [randomUUID()] },
    ]) {
      const res = await post('/stat/sales/summary', { ...week, ...filters });
      expect(res.statusCode, JSON.stringify(filters)).toBe(404);
    }
  });

  it('is for members who may view statistics: a waiter gets 403, a stranger 401', async () => {
    const { api } = await v.company.member('waiter');
    for (const url of ['/stat/sales/summary', '/stat/sales/by-period', '/stat/sales/items']) {
      expect((await api.post(url, week)).statusCode).toBe(403);
    }
    expect((await api.post('/stat/sales/by-dimension', { ...week, dimension: 'type' })).statusCode).toBe(403);
    const outsider = await t.app.inject({ method: 'POST', url: '/api/v1/stat/sales/summary', payload: week });
    expect(outsider.statusCode).toBe(401);
    const stranger = await newCompany(t);
    const empty = ZSalesSummary.parse((await stranger.api.post('/stat/sales/summary', week)).json());
    expect(empty.currencies.map((c) => [c.currency, c.current.orders])).toEqual([['EUR', 0]]);
  });
});
