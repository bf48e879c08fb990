import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingAnalyses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { guestCalls, type RatingVenue, ratingVenue } from './ratings.test-support';

interface Listed {
  id: string;
  language: string;
  commentLanguage: string | null;
}

describe('the language of a review’s comment in the inbox', () => {
  let t: TestApp;
  let venue: RatingVenue;

  /** A guest's rating on the venue's page in `language`; its id. */
  const rate = async (score: number, comment: string | null, language: string) => {
    const res = await guestCalls(t).rate({ slug: venue.metric.slug, score, comment }, undefined, language);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().id as string;
  };
  const listed = async (id: string) => {
    const res = await venue.company.api.get('/reviews');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as Listed[]).find((item) => item.id === id);
  };
  const kept = async (id: string) =>
    t.app.db.select().from(ratingAnalyses).where(eq(ratingAnalyses.ratingId, id));

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ratingVenue(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the language its kept reading found, and reads nothing itself', async () => {
    // A Russian guest writing on the English page.
    const id = await rate(2, 'Мы ждали час, официант был грубым', 'en');
    expect(await listed(id)).toMatchObject({ language: 'en', commentLanguage: null });
    expect(await kept(id)).toEqual([]);

    const read = await venue.company.api.get(`/rate/${id}/ai/analysis`);
    expect(read.statusCode, read.body).toBe(200);
    expect(await listed(id)).toMatchObject({ language: 'en', commentLanguage: 'ru' });
    const one = await venue.company.api.get(`/review/${id}`);
    expect(one.json()).toMatchObject({ language: 'en', commentLanguage: 'ru' });
  });

  it('answers null for a rating without a comment', async () => {
    const id = await rate(5, null, 'es');
    expect(await listed(id)).toMatchObject({ language: 'es', commentLanguage: null });
  });
});
