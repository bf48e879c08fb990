import {
  SALES_DIMENSIONS,
  ZSalesByDimension,
  ZSalesByPeriod,
  ZSalesDayReport,
  ZSalesItems,
  ZSalesSummary,
  ZServiceCalls,
} from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bucketKey, bucketsOf, isoWeekday, keyOf, previousPeriod } from './period';
import { rebuildSalesRollups } from './rebuild';
import { rollupSnapshot } from './rollup-snapshot.test-support';
import {
  type Case,
  currencyFor,
  DIMENSION_KEY,
  dayAfter,
  groupBy,
  randomCase,
} from './sales-cases.test-support';
import {
  callFiguresOf,
  callsIn,
  figuresOf,
  itemsOf,
  localClock,
  ordersIn,
  type RawCall,
  type RawOrder,
} from './sales-reference.test-support';
import { CompanyWorld, seeded, WINDOW_DAYS } from './sales-world.test-support';

/**
 * Property: whatever happens to orders and waiter calls — placed, paid, cancelled, closed, moved
 * to another table, deleted; waiters reassigned; a table moved or deleted; the company's clock
 * changed — every answer read from the rollups equals the figure computed straight from the raw
 * rows, for random filters, in companies on a half-hour offset (Kolkata), with summer time (New
 * York) and one that moves from UTC to Berlin. And recomputing the rollups from scratch gives the
 * rows the triggers kept.
 */

const SEED = Number(process.env.SALES_PROPERTY_SEED ?? 20_240_607);
const STEPS = 140;
const CHECKS = 5;

describe('sales rollups against the raw rows', () => {
  let t: TestApp;
  let worlds: CompanyWorld[];
  const rand = seeded(SEED);

  beforeAll(async () => {
    t = await createTestApp();
    worlds = [
      await CompanyWorld.create(t, 'Asia/Kolkata'),
      await CompanyWorld.create(t, 'America/New_York'),
      await CompanyWorld.create(t, 'UTC'),
    ];
    for (let step = 0; step < STEPS; step++) {
      for (const w of worlds) await w.step(rand);
      if (step === Math.floor(STEPS / 2)) {
        const w = worlds[1]!;
        await w.moveTable(w.venue.plainTableId, w.venue.servedGroupId, w.venue.subId);
        await worlds[2]!.changeTimeZone('Europe/Berlin');
      }
      if (step === Math.floor((STEPS * 3) / 4)) for (const w of worlds) await w.deleteDoomedTable();
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  async function check(w: CompanyWorld, c: Case, orders: RawOrder[], calls: RawCall[]) {
    const post = async (url: string, body: object) => {
      const res = await w.venue.company.api.post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)} → ${res.body}`).toBe(200);
      return res.json();
    };
    const why = `seed ${SEED}, ${w.tz}, ${JSON.stringify(c.body)}`;
    const { currency, currencies } = currencyFor(orders, c, w.tz);
    const inRange = ordersIn(orders, c.filter, w.tz, currency);

    const summary = ZSalesSummary.parse(await post('/stat/sales/summary', c.body));
    const previous = previousPeriod(c.filter);
    for (const row of summary.currencies) {
      expect(row.current, why).toEqual(figuresOf(ordersIn(orders, c.filter, w.tz, row.currency)));
      expect(row.previous, why).toEqual(
        figuresOf(ordersIn(orders, { ...c.filter, ...previous }, w.tz, row.currency)),
      );
    }
    const listed = new Set(
      [
        ...ordersIn(orders, c.filter, w.tz, null),
        ...ordersIn(orders, { ...c.filter, ...previous }, w.tz, null),
      ]
        .map((o) => o.currency)
        .filter((x) => !c.body.currency || x === c.body.currency),
    );
    listed.add((c.body.currency as string | undefined) ?? 'EUR');
    expect(new Set(summary.currencies.map((r) => r.currency)), why).toEqual(listed);

    const byPeriod = ZSalesByPeriod.parse(await post('/stat/sales/by-period', c.body));
    expect([byPeriod.currency, byPeriod.currencies], why).toEqual([currency, currencies]);
    const perBucket = groupBy(inRange, (o) => {
      const at = localClock(o.createdAt, w.tz);
      return bucketKey(at.day, at.hour, c.granularity);
    });
    const buckets = bucketsOf(c.filter, c.granularity);
    expect(
      byPeriod.buckets.map((b) => [b.from, b.to, b.hour]),
      why,
    ).toEqual(buckets.map((b) => [b.from, b.to, b.hour]));
    byPeriod.buckets.forEach((bucket, index) => {
      const expected = figuresOf(perBucket.get(keyOf(buckets[index]!, c.granularity)) ?? []);
      expect({ ...bucket, from: undefined, to: undefined, hour: undefined }, why).toEqual({
        ...expected,
        from: undefined,
        to: undefined,
        hour: undefined,
      });
    });
    const perHour = groupBy(inRange, (o) => String(localClock(o.createdAt, w.tz).hour));
    expect(
      byPeriod.hoursOfDay.map(({ hour: _h, ...f }) => f),
      why,
    ).toEqual(Array.from({ length: 24 }, (_, h) => figuresOf(perHour.get(String(h)) ?? [])));
    const perWeekday = groupBy(inRange, (o) => String(isoWeekday(localClock(o.createdAt, w.tz).day)));
    expect(
      byPeriod.weekdays.map(({ weekday: _d, ...f }) => f),
      why,
    ).toEqual(Array.from({ length: 7 }, (_, d) => figuresOf(perWeekday.get(String(d + 1)) ?? [])));

    for (const dimension of SALES_DIMENSIONS) {
      const answer = ZSalesByDimension.parse(
        await post('/stat/sales/by-dimension', { ...c.body, dimension }),
      );
      const expected = groupBy(inRange, DIMENSION_KEY[dimension]);
      expect(
        new Map(answer.rows.map(({ key, label: _l, revenueShare: _s, ...f }) => [key, f])),
        `${why} ${dimension}`,
      ).toEqual(new Map([...expected.entries()].map(([key, list]) => [key, figuresOf(list)])));
      const revenues = answer.rows.map((r) => r.revenue);
      expect(revenues, why).toEqual([...revenues].sort((a, b) => b - a));
    }

    const items = ZSalesItems.parse(await post('/stat/sales/items', { ...c.body, limit: 3 }));
    const sold = itemsOf(inRange, w.tz).sort(
      (a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.title.localeCompare(b.title),
    );
    expect(
      items.items.map((i) => [i.itemId, i.title, i.quantity, i.revenue]),
      why,
    ).toEqual(sold.map((i) => [i.itemId, i.title, i.quantity, i.revenue]));

    const service = ZServiceCalls.parse(await post('/stat/service/calls', c.body));
    const callsNow = callsIn(calls, c.filter, w.tz);
    const { responseBands, ...total } = service.total;
    expect(total, why).toEqual(callFiguresOf(callsNow));
    expect(responseBands.reduce((s, b) => s + b.calls, 0)).toBe(total.handled);
    const callBuckets = groupBy(callsNow, (x) => {
      const at = localClock(x.createdAt, w.tz);
      return bucketKey(at.day, at.hour, c.granularity);
    });
    service.buckets.forEach((bucket, index) => {
      const { from: _f, to: _t, hour: _h, ...figures } = bucket;
      expect(figures, why).toEqual(
        callFiguresOf(callBuckets.get(keyOf(buckets[index]!, c.granularity)) ?? []),
      );
    });
    expect(new Map(service.waiters.map(({ userId, name: _n, ...f }) => [userId, f])), why).toEqual(
      new Map(
        [...groupBy(callsNow, (x) => x.handledBy).entries()].map(([k, list]) => [k, callFiguresOf(list)]),
      ),
    );
    expect(
      new Map(
        service.tableGroups.map(({ tableGroupId, name: _n, locationName: _l, ...f }) => [tableGroupId, f]),
      ),
      why,
    ).toEqual(
      new Map([...groupBy(callsNow, (x) => x.group).entries()].map(([k, list]) => [k, callFiguresOf(list)])),
    );
  }

  async function checkDayReport(w: CompanyWorld, orders: RawOrder[], calls: RawCall[]) {
    const day = dayAfter(WINDOW_DAYS.from, 1 + Math.floor(rand() * 24));
    const locationId = rand() < 0.4 ? w.venue.rootId : undefined;
    const url = `/stat/sales/day-report?day=${day}${locationId ? `&locationId=${locationId}` : ''}`;
    const res = await w.venue.company.api.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const report = ZSalesDayReport.parse(res.json());
    const c: Case = {
      granularity: 'day',
      body: {},
      filter: {
        from: day,
        to: day,
        locations: locationId ? new Set([w.venue.rootId, w.venue.subId]) : null,
        menus: null,
        groups: null,
        waiters: null,
        types: null,
      },
    };
    const why = `seed ${SEED}, ${w.tz}, ${url}`;
    const { currency } = currencyFor(orders, c, w.tz);
    const dayOrders = ordersIn(orders, c.filter, w.tz, currency);
    expect(report.totals, why).toEqual(figuresOf(dayOrders));
    const perHour = groupBy(dayOrders, (o) => String(localClock(o.createdAt, w.tz).hour));
    expect(
      report.hours.map(({ hour: _h, ...f }) => f),
      why,
    ).toEqual(Array.from({ length: 24 }, (_, h) => figuresOf(perHour.get(String(h)) ?? [])));
    expect(
      new Map(report.paymentMethods.map(({ key, label: _l, revenueShare: _s, ...f }) => [key, f])),
      why,
    ).toEqual(
      new Map(
        [...groupBy(dayOrders, (o) => o.paymentMethod).entries()].map(([k, list]) => [k, figuresOf(list)]),
      ),
    );
    expect(
      report.topItems.map((i) => i.quantity),
      why,
    ).toEqual(
      itemsOf(dayOrders, w.tz)
        .map((i) => i.quantity)
        .sort((a, b) => b - a)
        .slice(0, 10),
    );
    expect(report.calls, why).toEqual(callFiguresOf(callsIn(calls, c.filter, w.tz)));
  }

  it('answers every figure as the raw rows give it, for random filters', { timeout: 120_000 }, async () => {
    for (const w of worlds) {
      const { orders, calls } = await w.raw();
      expect(orders.length).toBeGreaterThan(20);
      for (let n = 0; n < CHECKS; n++) await check(w, randomCase(rand, w), orders, calls);
      await check(
        w,
        {
          granularity: 'week',
          body: { ...WINDOW_DAYS, granularity: 'week' },
          filter: { ...WINDOW_DAYS, locations: null, menus: null, groups: null, waiters: null, types: null },
        },
        orders,
        calls,
      );
      for (let n = 0; n < 2; n++) await checkDayReport(w, orders, calls);
    }
  });

  it('recomputes from scratch exactly the rows the triggers kept', async () => {
    const kept = await rollupSnapshot(t.app.db);
    expect(kept.orders.length).toBeGreaterThan(50);
    expect(kept.items.length).toBeGreaterThan(50);
    expect(kept.calls.length).toBeGreaterThan(20);
    await rebuildSalesRollups(t.app.db, worlds[0]!.venue.structureId);
    expect(await rollupSnapshot(t.app.db)).toEqual(kept);
    await rebuildSalesRollups(t.app.db);
    expect(await rollupSnapshot(t.app.db)).toEqual(kept);
  });
});
