import {
  ZMetricRates,
  ZReviewScoresAnalytic,
  ZReviewScoresPeriod,
  ZReviewTrendPeriod,
  ZScoreRatePeriod,
} from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createRoot, newCompany } from '../../structure/structure.test-support';
import { type StatsVenue, statCalls, statsVenue } from './rating-stats.test-support';

/**
 * The headline and series calls, on a Berlin company (one hour ahead of UTC in March, before
 * daylight saving starts on the 31st). The week asked for is Monday 4 to Sunday 10 March 2024.
 */
const WEEK = { from: '2024-03-04', to: '2024-03-10' };

describe('rating statistics: headline and series', () => {
  let t: TestApp;
  let v: StatsVenue;
  let calls: ReturnType<typeof statCalls>;

  beforeAll(async () => {
    t = await createTestApp();
    v = await statsVenue(t);
    calls = statCalls(v.company.api);
    const { rate, stars, nps } = v;
    await rate(stars, 5, '2024-03-04T09:00:00Z', { table: v.table });
    await rate(stars, 4, '2024-03-04T22:30:00Z');
    // 00:30 on Wednesday 6 March in Berlin, though still Tuesday in UTC.
    await rate(stars, 1, '2024-03-05T23:30:00Z', {
      answers: [{ questionId: 'what', answerIds: ['slow', 'cold'] }],
    });
    await rate(stars, 3, '2024-03-08T12:00:00Z', {
      sub: v.terrace,
      answers: [{ questionId: 'what', answerIds: ['slow'] }],
    });
    await rate(nps, 10, '2024-03-06T12:00:00Z');
    await rate(nps, 6, '2024-03-07T12:00:00Z');
    await rate(nps, 9, '2024-03-09T18:00:00Z');
    // Not counted: waiting for its confirmation.
    await rate(stars, 1, '2024-03-05T12:00:00Z', { pending: true });
    // The week before.
    await rate(stars, 2, '2024-02-28T12:00:00Z');
    await rate(nps, 8, '2024-03-03T12:00:00Z');
    // 00:30 on Monday 11 March in Berlin: after the week, though UTC still says Sunday.
    await rate(stars, 5, '2024-03-10T23:30:00Z');
    const [row] = await t.app.db.select().from(metrics).where(eq(metrics.id, stars.id));
    const question = {
      id: 'what',
      title: 'What could we do better?',
      subTitle: '',
      data: { placeholder: '', comment: '', options: { multiple: true, required: false } },
      answers: [
        { id: 'slow', label: 'Slow service' },
        { id: 'cold', label: 'Cold food' },
        { id: 'loud', label: 'Too loud' },
      ],
    };
    await t.app.db
      .update(metrics)
      .set({ content: { ...row!.content, questions: [question] } })
      .where(eq(metrics.id, stars.id));
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the headline of the week and of the week before, on the company clock', async () => {
    const res = await calls.post('review-scores-analytic', WEEK);
    expect(res.statusCode).toBe(200);
    const body = ZReviewScoresAnalytic.parse(res.json());
    expect(body.period).toEqual({ ...WEEK, timeZone: 'Europe/Berlin' });
    expect(body.previousPeriod).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    // Stars and NPS together: every score on 1–5 (NPS 10 → 5, 6 → 3.4, 9 → 4.6).
    expect(body.scale).toEqual({ type: 'mixed', min: 1, max: 5 });
    const { distributions, average, nps, csat, ...counts } = body.current;
    expect(counts).toEqual({
      count: 7,
      bad: 2,
      neutral: 1,
      good: 4,
      promoters: 2,
      passives: 0,
      detractors: 1,
    });
    expect(average).toBeCloseTo(26 / 7, 10);
    expect(nps).toBeCloseTo(100 / 3, 10);
    expect(csat).toBe(50);
    expect(distributions).toEqual([
      { type: 'stars', min: 1, counts: [1, 0, 1, 1, 1] },
      { type: 'nps', min: 0, counts: [0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1] },
    ]);
    expect(body.previous).toMatchObject({ count: 2, bad: 1, neutral: 1, good: 0, nps: 0, csat: 0 });
    expect(body.previous.average).toBeCloseTo((2 + 4.2) / 2, 10);
  });

  it('narrows to metric types, locations (their sub-locations included) and sub-locations', async () => {
    const stars = ZReviewScoresAnalytic.parse(
      (await calls.post('review-scores-analytic', { ...WEEK, metricTypes: ['stars'] })).json(),
    );
    expect(stars.scale).toEqual({ type: 'stars', min: 1, max: 5 });
    expect(stars.current).toMatchObject({ count: 4, average: 13 / 4, nps: null, csat: 50 });
    const hall = ZReviewScoresAnalytic.parse(
      (await calls.post('review-scores-analytic', { ...WEEK, locationIds: [v.hall] })).json(),
    );
    expect(hall.current.count).toBe(4);
    const terrace = ZReviewScoresAnalytic.parse(
      (await calls.post('review-scores-analytic', { ...WEEK, subLocationIds: [v.terrace] })).json(),
    );
    expect(terrace.current).toMatchObject({ count: 1, average: 3, neutral: 1 });
    const garden = ZReviewScoresAnalytic.parse(
      (await calls.post('review-scores-analytic', { ...WEEK, metricIds: [v.nps.id] })).json(),
    );
    expect(garden.scale).toEqual({ type: 'nps', min: 0, max: 10 });
    expect(garden.current).toMatchObject({ count: 3, average: 25 / 3, csat: null });
  });

  it('gives every day of the period with its average and outcomes, zeros included', async () => {
    const rate = ZScoreRatePeriod.parse((await calls.post('score-rate-period', WEEK)).json());
    expect(rate.buckets.map((b) => [b.from, b.count])).toEqual([
      ['2024-03-04', 2],
      ['2024-03-05', 0],
      ['2024-03-06', 2],
      ['2024-03-07', 1],
      ['2024-03-08', 1],
      ['2024-03-09', 1],
      ['2024-03-10', 0],
    ]);
    expect(rate.buckets[0]).toEqual({
      from: '2024-03-04',
      to: '2024-03-04',
      hour: null,
      count: 2,
      average: 4.5,
    });
    expect(rate.buckets[1]!.average).toBeNull();
    expect(rate.buckets[2]!.average).toBe(3);
    const trend = ZReviewTrendPeriod.parse((await calls.post('review-trend-period', WEEK)).json());
    expect(trend.buckets[2]).toMatchObject({ from: '2024-03-06', count: 2, bad: 1, neutral: 0, good: 1 });
  });

  it('cuts weeks at Monday and months at the 1st, the first and last bucket to the period', async () => {
    const weeks = ZReviewTrendPeriod.parse(
      (
        await calls.post('review-trend-period', { from: '2024-02-28', to: '2024-03-10', granularity: 'week' })
      ).json(),
    );
    expect(weeks.buckets).toEqual([
      { from: '2024-02-28', to: '2024-03-03', hour: null, count: 2, bad: 1, neutral: 1, good: 0 },
      { from: '2024-03-04', to: '2024-03-10', hour: null, count: 7, bad: 2, neutral: 1, good: 4 },
    ]);
    const months = ZReviewTrendPeriod.parse(
      (
        await calls.post('review-trend-period', {
          from: '2024-02-15',
          to: '2024-03-12',
          granularity: 'month',
        })
      ).json(),
    );
    expect(months.buckets.map((b) => [b.from, b.to, b.count])).toEqual([
      ['2024-02-15', '2024-02-29', 1],
      ['2024-03-01', '2024-03-12', 9],
    ]);
  });

  it('gives 24 hours of each day on the local clock', async () => {
    const day = { from: '2024-03-06', to: '2024-03-06', granularity: 'hour' };
    const hours = ZScoreRatePeriod.parse((await calls.post('score-rate-period', day)).json());
    expect(hours.buckets).toHaveLength(24);
    expect(hours.buckets.filter((b) => b.count > 0).map((b) => [b.hour, b.count, b.average])).toEqual([
      [0, 1, 1],
      [13, 1, 5],
    ]);
    expect(hours.buckets[13]).toMatchObject({ from: '2024-03-06', to: '2024-03-06', hour: 13 });
  });

  it('gives the score distribution of each metric type per bucket', async () => {
    const body = ZReviewScoresPeriod.parse((await calls.post('review-scores-period', WEEK)).json());
    expect(body.types).toEqual(['stars', 'nps']);
    expect(body.buckets[2]).toEqual({
      from: '2024-03-06',
      to: '2024-03-06',
      hour: null,
      count: 2,
      distributions: [
        { type: 'stars', min: 1, counts: [1, 0, 0, 0, 0] },
        { type: 'nps', min: 0, counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1] },
      ],
    });
    expect(body.buckets[1]!.distributions.map((d) => d.counts.every((c) => c === 0))).toEqual([true, true]);
  });

  it("gives one metric's buckets and how often guests chose each answer", async () => {
    const res = await calls.post(`${v.stars.id}/metric-rates`, WEEK);
    expect(res.statusCode).toBe(200);
    const body = ZMetricRates.parse(res.json());
    expect(body.metric).toMatchObject({ id: v.stars.id, type: 'stars', locationId: v.hall });
    expect(body.scale).toEqual({ type: 'stars', min: 1, max: 5 });
    expect(body.total).toMatchObject({ count: 4, average: 3.25, bad: 1 });
    expect(body.total.distributions).toEqual([{ type: 'stars', min: 1, counts: [1, 0, 1, 1, 1] }]);
    expect(body.buckets[2]).toMatchObject({ from: '2024-03-06', counts: [1, 0, 0, 0, 0] });
    expect(body.buckets[2]!.figures).toMatchObject({ count: 1, bad: 1, average: 1 });
    expect(body.questions).toEqual([
      {
        id: 'what',
        title: 'What could we do better?',
        answered: 2,
        answers: [
          { id: 'slow', label: 'Slow service', count: 2, bad: 1 },
          { id: 'cold', label: 'Cold food', count: 1, bad: 1 },
          { id: 'loud', label: 'Too loud', count: 0, bad: 0 },
        ],
      },
    ]);
    const terrace = ZMetricRates.parse(
      (await calls.post(`${v.stars.id}/metric-rates`, { ...WEEK, subLocationIds: [v.terrace] })).json(),
    );
    expect(terrace.total.count).toBe(1);
    expect(terrace.questions[0]!.answers.map((a) => a.count)).toEqual([1, 0, 0]);
  });

  it('refuses a reversed, too long or too finely cut period in the one error shape', async () => {
    const reversed = await calls.post('score-rate-period', { from: '2024-03-10', to: '2024-03-04' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.to' }] });
    const long = await calls.post('review-trend-period', { from: '2020-01-01', to: '2024-01-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].path).toBe('body.to');
    const hourly = await calls.post('score-rate-period', {
      from: '2024-01-01',
      to: '2024-03-01',
      granularity: 'hour',
    });
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().details[0].path).toBe('body.granularity');
  });

  it("answers 404 for a metric or location that is not the company's", async () => {
    const other = await newCompany(t);
    const theirs = { id: await createRoot(other.api, 'Their Hall') };
    const unknown = await calls.post('review-scores-analytic', { ...WEEK, metricIds: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect(
      (await calls.post('review-scores-analytic', { ...WEEK, locationIds: [theirs.id] })).statusCode,
    ).toBe(404);
    expect((await calls.post('score-rate-period', { ...WEEK, subLocationIds: [theirs.id] })).statusCode).toBe(
      404,
    );
    const theirMetric = await other.api.post('/metric/stars', { locationId: theirs.id });
    const res = await calls.post(`${theirMetric.json().id}/metric-rates`, WEEK);
    expect(res.statusCode).toBe(404);
    // Their own view is empty: nothing of this company's counts there.
    const own = statCalls(other.api);
    expect(
      ZReviewScoresAnalytic.parse((await own.post('review-scores-analytic', WEEK)).json()).current.count,
    ).toBe(0);
  });
});
