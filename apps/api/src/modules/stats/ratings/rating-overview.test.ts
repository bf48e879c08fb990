import {
  ZMetricStats,
  ZMetricTypeStats,
  ZRatingOverview,
  ZReviewsByHours,
  ZReviewsByPeriods,
} from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { type StatsVenue, statCalls, statsVenue } from './rating-stats.test-support';

/**
 * Metric lists and charts by hour on a company in Tokyo (UTC+9, no daylight saving), the week of
 * Monday 3 June 2024. Stars, NPS and faces together put every score on 1–5 (NPS 9 → 4.6, 5 → 3;
 * faces 3 → 5).
 */
const WEEK = { from: '2024-06-03', to: '2024-06-09' };

describe('rating statistics: metrics and hours', () => {
  let t: TestApp;
  let v: StatsVenue;
  let calls: ReturnType<typeof statCalls>;
  let faces: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    v = await statsVenue(t, 'Asia/Tokyo');
    calls = statCalls(v.company.api);
    const made = await v.company.api.post('/metric/faces', { locationId: v.garden });
    faces = { id: made.json().id };
    const { rate, stars, nps } = v;
    await rate(stars, 5, '2024-06-02T23:30:00Z'); // Monday 08:30
    await rate(stars, 2, '2024-06-03T00:15:00Z'); // Monday 09:15
    await rate(stars, 4, '2024-06-07T12:00:00Z'); // Friday 21:00
    await rate(stars, 1, '2024-06-07T12:40:00Z'); // Friday 21:40
    await rate(nps, 9, '2024-06-08T16:00:00Z'); // Sunday 01:00
    await rate(nps, 5, '2024-06-05T05:00:00Z'); // Wednesday 14:00
    await rate({ id: faces.id, type: 'faces' }, 3, '2024-06-05T06:00:00Z'); // Wednesday 15:00
    await rate(stars, 1, '2024-06-09T15:30:00Z'); // Monday 10 June 00:30: after the week
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every metric with its figures on its own scale', async () => {
    const res = await calls.get('metric', WEEK);
    expect(res.statusCode).toBe(200);
    const body = ZMetricStats.parse(res.json());
    expect(body.period).toEqual({ ...WEEK, timeZone: 'Asia/Tokyo' });
    const byId = new Map(body.items.map((item) => [item.id, item]));
    expect(body.items).toHaveLength(3);
    expect(byId.get(v.stars.id)).toMatchObject({ type: 'stars', locationId: v.hall, isActive: true });
    expect(byId.get(v.stars.id)!.figures).toMatchObject({ count: 4, average: 3, bad: 2, csat: 50 });
    expect(byId.get(v.nps.id)!.figures).toMatchObject({ count: 2, average: 7, nps: 0, csat: null });
    expect(byId.get(faces.id)!.figures).toMatchObject({ count: 1, average: 3, good: 1 });
    const some = ZMetricStats.parse(
      (
        await v.company.api.get(
          `/stat/metric?from=${WEEK.from}&to=${WEEK.to}&metricIds=${v.stars.id}&metricIds=${faces.id}`,
        )
      ).json(),
    );
    expect(some.items.map((item) => item.id).sort()).toEqual([v.stars.id, faces.id].sort());
    const garden = ZMetricStats.parse(
      (await calls.get('metric', { ...WEEK, locationIds: [v.garden] })).json(),
    );
    expect(garden.items.find((item) => item.id === v.stars.id)!.figures.count).toBe(0);
  });

  it('sums each metric type on its own scale, with its distribution', async () => {
    const body = ZMetricTypeStats.parse((await calls.get('metric-type', WEEK)).json());
    expect(
      body.items.map((item) => [item.type, item.metrics, item.figures.count, item.figures.average]),
    ).toEqual([
      ['stars', 1, 4, 3],
      ['nps', 1, 2, 7],
      ['faces', 1, 1, 3],
    ]);
    expect(body.items[0]!.figures.distributions).toEqual([
      { type: 'stars', min: 1, counts: [1, 1, 0, 1, 1] },
    ]);
    expect(body.items[2]!.scale).toEqual({ type: 'faces', min: 1, max: 3 });
    const nps = ZMetricTypeStats.parse(
      (await calls.get('metric-type', { ...WEEK, metricTypes: 'nps' })).json(),
    );
    expect(nps.items.map((item) => item.type)).toEqual(['nps']);
  });

  it('gives the 7×24 heat map on the local clock, Monday first', async () => {
    const body = ZReviewsByHours.parse((await calls.get('structure/reviews-by-hours', WEEK)).json());
    expect(body.scale.type).toBe('mixed');
    expect(body.days.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const filled = body.days.flatMap((d) =>
      d.hours.flatMap((cell, hour) =>
        cell.count > 0 ? [[d.dayOfWeek, hour, cell.count, cell.average, cell.bad]] : [],
      ),
    );
    expect(filled).toEqual([
      [1, 8, 1, 5, 0],
      [1, 9, 1, 2, 1],
      [3, 14, 1, 3, 1],
      [3, 15, 1, 5, 0],
      [5, 21, 2, 2.5, 1],
      [7, 1, 1, expect.closeTo(4.6, 10), 0],
    ]);
    const stars = ZReviewsByHours.parse(
      (await calls.get('structure/reviews-by-hours', { ...WEEK, metricTypes: ['stars'] })).json(),
    );
    expect(stars.scale.type).toBe('stars');
    expect(stars.days[6]!.hours[1]!.count).toBe(0);
  });

  it('gives ratings by part of the day', async () => {
    const body = ZReviewsByPeriods.parse((await calls.get('structure/reviews-by-periods', WEEK)).json());
    expect(body.parts.map((p) => [p.id, p.fromHour, p.toHour, p.count, p.bad, p.neutral, p.good])).toEqual([
      ['night', 0, 5, 1, 0, 0, 1],
      ['morning', 6, 11, 2, 1, 0, 1],
      ['afternoon', 12, 17, 2, 1, 0, 1],
      ['evening', 18, 23, 2, 1, 0, 1],
    ]);
    expect(body.parts.map((p) => p.average)).toEqual([expect.closeTo(4.6, 10), 3.5, 4, 2.5]);
  });

  it('answers the whole overview in one call, each part as its own call answers it', async () => {
    for (const filters of [
      { ...WEEK, granularity: 'day' },
      { from: '2024-05-01', to: '2024-06-30', granularity: 'month', locationIds: [v.hall] },
      { ...WEEK, granularity: 'week', metricTypes: ['stars'] },
    ]) {
      const res = await calls.post('overview', filters);
      expect(res.statusCode).toBe(200);
      const overview = ZRatingOverview.parse(res.json());
      const { granularity: _granularity, ...query } = filters;
      expect(overview).toEqual({
        headline: (await calls.post('review-scores-analytic', filters)).json(),
        scoreTrend: (await calls.post('score-rate-period', filters)).json(),
        reviewCounts: (await calls.post('review-trend-period', filters)).json(),
        grades: (await calls.get('location/grades', query)).json(),
        metrics: (await calls.get('metric', query)).json(),
        heatMap: (await calls.get('structure/reviews-by-hours', query)).json(),
      });
    }
    const week = ZRatingOverview.parse((await calls.post('overview', WEEK)).json());
    expect(week.headline.current.count).toBe(7);
    expect(week.heatMap.days[4]!.hours[21]).toMatchObject({ count: 2, bad: 1 });
    const unknown = await calls.post('overview', { ...WEEK, locationIds: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a reversed period and unknown metrics in the query', async () => {
    const reversed = await calls.get('structure/reviews-by-periods', { from: WEEK.to, to: WEEK.from });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'querystring.to' }],
    });
    const badId = await calls.get('metric', { ...WEEK, metricIds: ['not-an-id'] });
    expect(badId.statusCode).toBe(400);
    const unknown = await calls.get('location/grades', { ...WEEK, metricIds: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(404);
  });
});
