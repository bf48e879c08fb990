import type { TReviewTopics } from '@guestloop/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingAnalyses, ratings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { guestCalls, type RatingVenue, ratingVenue } from '../ratings/ratings.test-support';
import type { Api } from '../structure/structure.test-support';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('POST /stat/data/review-topics', () => {
  let t: TestApp;
  let venue: RatingVenue;
  let rival: RatingVenue;
  const ids: Record<string, string> = {};

  const rate = async (name: string, body: object, language = 'en', at = venue) => {
    const res = await guestCalls(t).rate({ slug: at.metric.slug, ...body }, undefined, language);
    if (res.statusCode !== 200) throw new Error(res.body);
    ids[name] = res.json().id;
  };
  const ageBy = (name: string, days: number) =>
    t.app.db
      .update(ratings)
      .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
      .where(eq(ratings.id, ids[name]!));
  const topics = async (body: object, api: Api = venue.company.api) => {
    const res = await api.post('/stat/data/review-topics', { from: day(30), to: day(0), ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TReviewTopics;
  };
  const topic = (answer: TReviewTopics, name: string) => answer.topics.find((t) => t.topic === name)!;

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ratingVenue(t);
    rival = await ratingVenue(t, 'Rival Hall');
    await rate('spanish', { score: 2, comment: 'Esperamos 40 minutos y el camarero fue grosero' }, 'es');
    await rate('rude', { score: 1, comment: 'The waiter was rude and we waited 50 minutes' });
    await rate('lovely', {
      score: 5,
      comment: 'Lovely breakfast, friendly staff',
      subLocationId: venue.terraceId,
    });
    await rate('silent', { score: 4 });
    await rate('old', { score: 1, comment: 'The soup was cold' });
    await ageBy('old', 60);
    await rate('theirs', { score: 1, comment: 'Rival waiter was rude' }, 'en', rival);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts, per topic, the comments naming it by mood, most named first, with the latest as examples', async () => {
    const answer = await topics({});
    expect(answer).toMatchObject({ comments: 3, pending: 0 });
    expect(answer.topics.map((t) => t.topic).slice(0, 3)).toEqual(['service', 'waiting', 'food']);
    expect(answer.topics).toHaveLength(8);
    expect(topic(answer, 'service')).toMatchObject({ mentions: 3, positive: 1, negative: 2, neutral: 0 });
    expect(topic(answer, 'waiting')).toMatchObject({ mentions: 2, negative: 2 });
    expect(topic(answer, 'food')).toMatchObject({ mentions: 1, positive: 1 });
    expect(topic(answer, 'price')).toMatchObject({ mentions: 0, examples: [] });
    const examples = topic(answer, 'service').examples;
    expect(examples.map((e) => e.ratingId)).toEqual([ids.lovely, ids.rude, ids.spanish]);
    expect(examples[2]).toMatchObject({
      comment: 'Esperamos 40 minutos y el camarero fue grosero',
      language: 'es',
      sentiment: 'negative',
      metricType: 'stars',
      score: 2,
      outcome: 'bad',
    });
    expect(JSON.stringify(answer)).not.toContain('Rival');
  });

  it('keeps to the period, the locations (with their sub-locations) and the metrics', async () => {
    const longer = await topics({ from: day(90) });
    expect(longer.comments).toBe(4);
    expect(topic(longer, 'food').mentions).toBe(2);
    const terrace = await topics({ subLocationIds: [venue.terraceId] });
    expect(terrace.comments).toBe(1);
    expect(topic(terrace, 'service').examples.map((e) => e.ratingId)).toEqual([ids.lovely]);
    expect((await topics({ locationIds: [venue.locationId] })).comments).toBe(3);
    expect((await topics({ metricTypes: ['nps'] })).comments).toBe(0);
    expect((await topics({ metricIds: [venue.metric.id] })).comments).toBe(3);
  });

  it('reads the comments not read yet (ratings from before the reader) before counting them', async () => {
    await t.app.db.delete(ratingAnalyses).where(inArray(ratingAnalyses.ratingId, [ids.rude!, ids.lovely!]));
    const answer = await topics({});
    expect(answer).toMatchObject({ comments: 3, pending: 0 });
    expect(topic(answer, 'service').mentions).toBe(3);
    const kept = await t.app.db
      .select()
      .from(ratingAnalyses)
      .where(inArray(ratingAnalyses.ratingId, [ids.rude!, ids.lovely!]));
    expect(kept).toHaveLength(2);
  });

  it("answers 404 for another company's location or metric, 400 for a period the wrong way round", async () => {
    expect(
      (
        await venue.company.api.post('/stat/data/review-topics', {
          from: day(30),
          to: day(0),
          locationIds: [rival.locationId],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await venue.company.api.post('/stat/data/review-topics', {
          from: day(30),
          to: day(0),
          metricIds: [rival.metric.id],
        })
      ).statusCode,
    ).toBe(404);
    const backwards = await venue.company.api.post('/stat/data/review-topics', { from: day(0), to: day(3) });
    expect(backwards.statusCode).toBe(400);
    // The rival's own comment is theirs to count.
    const theirs = await topics({}, rival.company.api);
    expect(theirs.comments).toBe(1);
    expect(topic(theirs, 'service').examples[0]?.ratingId).toBe(ids.theirs);
  });

  it('is for members who see statistics', async () => {
    const waiter = await venue.company.member('waiter');
    const res = await waiter.api.post('/stat/data/review-topics', { from: day(30), to: day(0) });
    expect(res.statusCode).toBe(403);
  });
});
