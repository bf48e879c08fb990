import { createHash } from 'node:crypto';
import type { TRatingAnalysis } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingAnalyses, ratings } from '../../db/schema';
import { startFakeOpenAi } from '../../providers/ai/openai-chat.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/users';
import { guestCalls, type RatingVenue, ratingVenue } from '../ratings/ratings.test-support';
import type { Api } from '../structure/structure.test-support';

const SPANISH = 'Esperamos 40 minutos y el camarero fue grosero';

describe('GET /rate/{id}/ai/analysis', () => {
  let t: TestApp;
  let venue: RatingVenue;
  let rival: RatingVenue;

  /** A guest's rating of the venue's metric on a page in `language`; its id. */
  const rate = async (score: number, comment: string | null, language = 'en', at = venue) => {
    const res = await guestCalls(t).rate({ slug: at.metric.slug, score, comment }, undefined, language);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().id as string;
  };
  const analysis = (id: string, api: Api = venue.company.api) => api.get(`/rate/${id}/ai/analysis`);
  const read = async (id: string) => {
    const res = await analysis(id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TRatingAnalysis;
  };
  const topicsOf = (result: TRatingAnalysis) => result.topics.map((t) => [t.topic, t.sentiment]);
  const kept = async (id: string) =>
    (await t.app.db.select().from(ratingAnalyses).where(eq(ratingAnalyses.ratingId, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ratingVenue(t);
    rival = await ratingVenue(t, 'Rival Hall');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads a Spanish complaint as negative, about the wait and the service, in Spanish', async () => {
    const id = await rate(2, SPANISH, 'es');
    const result = await read(id);
    expect(result).toMatchObject({ sentiment: 'negative', language: 'es', engine: 'local', summary: null });
    expect(result.score).toBeLessThan(-0.3);
    expect(topicsOf(result)).toEqual([
      ['service', 'negative'],
      ['waiting', 'negative'],
    ]);
    expect(result.topics.find((t) => t.topic === 'service')?.mentions).toContain('camarero');
  });

  it('reads English, Russian and German comments by their words, whatever the page language', async () => {
    const english = await read(await rate(2, 'The soup was cold and the waiter was rude', 'en'));
    expect(english).toMatchObject({ sentiment: 'negative', language: 'en' });
    expect(topicsOf(english)).toContainEqual(['service', 'negative']);
    expect(topicsOf(english).map(([topic]) => topic)).toContain('food');

    // A Russian guest writing on the English page: the words tell the language.
    const russian = await read(await rate(5, 'Очень вкусно, официант был внимательный', 'en'));
    expect(russian).toMatchObject({ sentiment: 'positive', language: 'ru' });
    expect(topicsOf(russian)).toEqual([
      ['food', 'positive'],
      ['service', 'positive'],
    ]);

    const german = await read(await rate(2, 'Wir haben eine Stunde gewartet, das Essen war kalt.', 'de'));
    expect(german).toMatchObject({ sentiment: 'negative', language: 'de' });
    expect(topicsOf(german)).toContainEqual(['waiting', 'negative']);
  });

  it('keeps nothing while a guest rates, reads a comment when it is first asked for, and keeps that reading until the words change', async () => {
    const id = await rate(1, 'The waiter was rude', 'en');
    // A guest's rating waits for no reading: it is made when staff first ask for it.
    expect(await kept(id)).toBeUndefined();
    expect(await read(id)).toMatchObject({ sentiment: 'negative' });
    const row = await kept(id);
    expect(row).toMatchObject({
      engine: 'local',
      sentiment: 'negative',
      language: 'en',
      summaryLanguage: null,
    });
    // The kept reading is the answer: marked here so that a new reading would show.
    await t.app.db.update(ratingAnalyses).set({ score: -0.99 }).where(eq(ratingAnalyses.ratingId, id));
    expect((await read(id)).score).toBe(-0.99);
    // Other words (as a data fix would leave them) are read again.
    await t.app.db.update(ratings).set({ comment: 'The waiter was lovely' }).where(eq(ratings.id, id));
    const again = await read(id);
    expect(again.score).not.toBe(-0.99);
    expect(topicsOf(again)).toEqual([['service', 'positive']]);
    expect((await kept(id))?.score).toBe(again.score);
  });

  it("reads again a comment kept by the reader's earlier revision", async () => {
    const comment = 'La terraza es preciosa';
    const id = await rate(5, comment, 'es');
    await read(id);
    const [rating] = await t.app.db.select().from(ratings).where(eq(ratings.id, id));
    // What the first revision kept: "preciosa" (lovely) taken for the price, from the same words.
    const firstRevision = createHash('sha256')
      .update([1, rating!.language, 'stars', rating!.score, comment].join('\u0000'))
      .digest('hex');
    const misread = [{ topic: 'price' as const, sentiment: 'neutral' as const, mentions: ['preciosa'] }];
    await t.app.db
      .update(ratingAnalyses)
      .set({ textHash: firstRevision, topics: misread, sentiment: 'neutral' })
      .where(eq(ratingAnalyses.ratingId, id));
    const again = await read(id);
    expect(again.sentiment).toBe('positive');
    expect(topicsOf(again)).toEqual([['ambience', 'positive']]);
    expect((await kept(id))?.textHash).not.toBe(firstRevision);
  });

  it('weighs a rating without a comment by its score alone, and keeps nothing', async () => {
    const id = await rate(1, null);
    expect(await read(id)).toMatchObject({ sentiment: 'negative', score: -1, topics: [], summary: null });
    expect(await kept(id)).toBeUndefined();
    expect(await read(await rate(5, '   '))).toMatchObject({ sentiment: 'positive', score: 1, topics: [] });
  });

  it("answers 404 for another company's rating and an unknown one, 400 for a bad id", async () => {
    const theirs = await rate(2, 'Rival secret: cold soup', 'en', rival);
    const res = await analysis(theirs);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('soup');
    expect((await analysis('7c9e6679-7425-40de-944b-e07fc1f90ae7')).statusCode).toBe(404);
    expect((await analysis('not-an-id')).statusCode).toBe(400);
    expect((await analysis(theirs, rival.company.api)).statusCode).toBe(200);
  });

  it('limits each member to 60 readings a minute, whoever else reads', async () => {
    const id = await rate(2, 'Cold soup');
    const other = await venue.company.member('manager');
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await analysis(id, other.api)).statusCode;
    expect(last).toBe(429);
    expect((await analysis(id)).statusCode).toBe(200);
  });

  it('is for members who manage reviews', async () => {
    const id = await rate(3, 'Fine coffee');
    const waiter = await venue.company.member('waiter');
    expect((await analysis(id, waiter.api)).statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/v1/rate/${id}/ai/analysis` });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET /rate/{id}/ai/analysis with a language model', () => {
  let t: TestApp;
  let venue: RatingVenue;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let cookie: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi((request) => {
      const inGerman = request.body.messages[0]?.content.includes('in German');
      return {
        content: JSON.stringify({
          sentiment: 'negative',
          score: -0.8,
          topics: [
            { topic: 'waiting', sentiment: 'negative', mentions: ['40 minutos'] },
            { topic: 'service', sentiment: 'negative', mentions: ['grosero'] },
          ],
          summary: inGerman ? 'Lange gewartet, unhöflicher Kellner.' : 'A long wait and a rude waiter.',
        }),
      };
    });
    t = await createTestApp({ LLM_BASE_URL: fake.baseUrl });
    venue = await ratingVenue(t);
    cookie = await signIn(t.app, venue.company.admin);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const read = (id: string, language: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/rate/${id}/ai/analysis`,
      headers: { cookie, language },
    });

  it("summarises in the reader's language, once per language", async () => {
    const rated = await guestCalls(t).rate(
      { slug: venue.metric.slug, score: 2, comment: SPANISH },
      undefined,
      'es',
    );
    const id = rated.json().id as string;
    // The rating's own reading is the built-in one: the model is asked when a review is opened.
    expect(fake.requests).toHaveLength(0);

    const english = await read(id, 'en');
    expect(english.json()).toMatchObject({ engine: 'model', summary: 'A long wait and a rude waiter.' });
    expect((await read(id, 'en')).json().summary).toBe('A long wait and a rude waiter.');
    expect(fake.requests).toHaveLength(1);

    const german = await read(id, 'de');
    expect(german.json()).toMatchObject({ engine: 'model', summary: 'Lange gewartet, unhöflicher Kellner.' });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]?.body.messages[1]?.content).toBe(SPANISH);
  });
});
