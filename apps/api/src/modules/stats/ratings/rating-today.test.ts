import { ZRatingOverview } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { addDays, localToday } from './buckets';
import { type StatsVenue, statCalls, statsVenue } from './rating-stats.test-support';

/**
 * A period that reaches the company's today reads this month whole from the month rollups (no
 * rating is later than now); one that ends yesterday still leaves today's ratings out.
 */
describe('rating statistics: a period reaching today', () => {
  let t: TestApp;
  let v: StatsVenue;
  const today = localToday('Pacific/Auckland');

  beforeAll(async () => {
    t = await createTestApp();
    v = await statsVenue(t, 'Pacific/Auckland');
    const now = Date.now();
    await v.rate(v.stars, 5, new Date(now - 60_000).toISOString());
    await v.rate(v.stars, 1, new Date(now - 20 * 86_400_000).toISOString());
    await v.rate(v.nps, 9, new Date(now - 45 * 86_400_000).toISOString());
  });
  afterAll(async () => {
    await t.close();
  });

  const overview = async (from: string, to: string) => {
    const res = await statCalls(v.company.api).post('overview', { from, to, granularity: 'month' });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZRatingOverview.parse(res.json());
    const heatMap = body.heatMap.days.flatMap((d) => d.hours).reduce((sum, h) => sum + h.count, 0);
    const metrics = body.metrics.items.reduce((sum, m) => sum + m.figures.count, 0);
    const months = body.reviewCounts.buckets.reduce((sum, b) => sum + b.count, 0);
    return { current: body.headline.current.count, heatMap, metrics, months };
  };

  /** Every part of the overview counts the same ratings. */
  const all = (count: number) => ({ current: count, heatMap: count, metrics: count, months: count });

  it('counts the ratings of today through today, and not in a period ending yesterday', async () => {
    const from = addDays(today, -30);
    expect(await overview(from, today)).toEqual(all(2));
    expect(await overview(from, addDays(today, 40))).toEqual(all(2));
    expect(await overview(from, addDays(today, -1))).toEqual(all(1));
    expect(await overview(addDays(today, -60), today)).toEqual(all(3));
  });
});
