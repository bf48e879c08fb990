import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics, ratings } from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../test/app';
import { type Mailbox, startMailbox } from '../auth/auth.test-support';
import { guestSignIn, otherCode } from '../customers/guest-sign-in.test-support';
import type { DomainEventMap } from '../events';
import { guestCalls, type RatingVenue, ratingVenue, refused } from './ratings.test-support';

describe('rating a visit (POST /rate, its confirmation and the ready-made page)', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let venue: RatingVenue;
  const heard: DomainEventMap['rating.created'][] = [];
  const guest = () => guestCalls(t);

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ SMTP_URL: mailbox.url }, { jobs: { autoStart: false } });
    t.app.events.on('rating.created', (event) => {
      heard.push(event);
    });
    venue = await ratingVenue(t);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  const inbox = async (query = '') => (await venue.company.api.get(`/reviews${query}`)).json();
  const liveRatings = async () =>
    (
      (await venue.company.api.get('/online-menu/orders/live?after=0')).json().items as {
        kind: string;
        payload: { id: string };
      }[]
    ).filter((e) => e.kind === 'rating.created');

  it('stores a guest’s two stars from a table with comment and answers; staff see it unread, the board and subscribers hear it', async () => {
    const question = venue.metric.content.questions[0];
    const cookie = await venue.newGuest();
    const res = await guest().rate(
      {
        slug: venue.metric.slug,
        score: 2,
        comment: '  Soup was cold  ',
        answers: question ? [{ questionId: question.id, answerIds: [question.answers[0]!.id] }] : [],
        table: { group: 'hall', table: 't1' },
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ outcome: 'bad', needsVerification: false });
    expect(result.attachToken.length).toBeGreaterThan(20);

    const list = await inbox();
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: result.id,
      score: 2,
      outcome: 'bad',
      comment: 'Soup was cold',
      tableLabel: 'Hall · 1',
      locationName: 'Harbour Hall',
      metric: { slug: venue.metric.slug, type: 'stars' },
      verified: true,
      viewedAt: null,
      language: 'en',
    });
    expect(list.items[0].customer?.id).toEqual(expect.any(String));
    if (question) expect(list.items[0].answers[0].answers[0].label).toBe(question.answers[0]!.label);

    const alerts = await liveRatings();
    expect(alerts.map((a) => a.payload)).toContainEqual(
      expect.objectContaining({
        id: result.id,
        outcome: 'bad',
        tableId: venue.table.id,
        tableLabel: 'Hall · 1',
      }),
    );
    expect(heard).toContainEqual({
      structureId: venue.company.structureId,
      ratingId: result.id,
      metricId: venue.metric.id,
      locationId: venue.locationId,
      outcome: 'bad',
      score: 2,
      tableId: venue.table.id,
      metricTitle: venue.metric.title,
      metricType: 'stars',
      tableLabel: 'Hall · 1',
      comment: 'Soup was cold',
    });
  });

  it('takes a rating without any guest identity, and gives a guest at the terrace its place', async () => {
    const res = await guest().rate({ slug: venue.metric.slug, score: 5, subLocationId: venue.terraceId });
    expect(res.json()).toMatchObject({ outcome: 'good' });
    const review = (await inbox()).items.find((r: { id: string }) => r.id === res.json().id);
    expect(review).toMatchObject({
      customer: null,
      subLocationName: 'Harbour Hall Terrace',
      tableLabel: null,
    });
  });

  it('refuses a score off the metric’s scale with its own code, for each type', async () => {
    const nps = await venue.metricWith('nps', (c) => c);
    const faces = await venue.metricWith('faces', (c) => c);
    for (const [slug, score] of [
      [venue.metric.slug, 6],
      [venue.metric.slug, 0],
      [nps.slug, 11],
      [faces.slug, 4],
    ] as const) {
      const res = await guest().rate({ slug, score });
      expect(refused(res)).toEqual({ status: 400, code: 'SCORE_OUT_OF_RANGE' });
      expect(res.json().details).toHaveProperty('max');
    }
    expect((await guest().rate({ slug: nps.slug, score: 0 })).json().outcome).toBe('bad');
    expect((await guest().rate({ slug: faces.slug, score: 3 })).json().outcome).toBe('good');
    const fraction = await guest().rate({ slug: venue.metric.slug, score: 4.5 });
    expect(refused(fraction)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(fraction.json().details[0].path).toBe('body.score');
  });

  it('answers 404 for a metric that does not exist or is switched off, and 400 for bad input', async () => {
    expect(refused(await guest().rate({ slug: 'no-such-metric', score: 3 }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const off = await venue.metricWith('stars', (c) => c);
    await t.app.db.update(metrics).set({ isActive: false }).where(eq(metrics.id, off.id));
    expect(refused(await guest().rate({ slug: off.slug, score: 3 }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const long = await guest().rate({ slug: venue.metric.slug, score: 3, comment: 'x'.repeat(2001) });
    expect(long.json().details[0].path).toBe('body.comment');
    const nul = await guest().rate({ slug: venue.metric.slug, score: 3, comment: 'a\u0000b' });
    expect(refused(nul)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(refused(await guest().rate({ slug: venue.metric.slug }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('checks answers, table and sub-location against the metric and its location', async () => {
    const withQuestions = await venue.metricWith('stars', (c) => ({
      ...c,
      questions: [
        {
          id: 'food',
          title: 'What about the food?',
          subTitle: '',
          data: { placeholder: '', comment: '', options: { multiple: false, required: true } },
          answers: [
            { id: 'cold', label: 'Cold' },
            { id: 'late', label: 'Late' },
          ],
        },
      ],
    }));
    const rate = (extra: object) => guest().rate({ slug: withQuestions.slug, score: 3, ...extra });
    const path = async (extra: object) => (await rate(extra)).json().details?.[0]?.path;
    expect(await path({ answers: [] })).toBe('body.answers');
    expect(await path({ answers: [{ questionId: 'nope', answerIds: ['cold'] }] })).toBe(
      'body.answers.0.questionId',
    );
    expect(await path({ answers: [{ questionId: 'food', answerIds: ['warm'] }] })).toBe(
      'body.answers.0.answerIds',
    );
    expect(await path({ answers: [{ questionId: 'food', answerIds: ['cold', 'late'] }] })).toBe(
      'body.answers.0.answerIds',
    );
    const answers = [{ questionId: 'food', answerIds: ['cold', 'cold'] }];
    expect(await path({ answers, table: { group: 'hall', table: 'nope' } })).toBe('body.table');
    expect(await path({ answers, subLocationId: venue.locationId })).toBe('body.subLocationId');
    const other = await ratingVenue(t, 'Other Place');
    expect(await path({ answers, subLocationId: other.terraceId })).toBe('body.subLocationId');
    expect(await path({ answers, table: { group: 'hall', table: 't1' } })).toBeUndefined();
    const [stored] = await t.app.db.select().from(ratings).where(eq(ratings.metricId, withQuestions.id));
    expect(stored?.answers).toEqual([{ questionId: 'food', answerIds: ['cold'] }]);
  });

  it('asks for a mailed code when the metric wants e-mail: the rating counts, and is heard, only once confirmed', async () => {
    const strict = await venue.metricWith('stars', (c) => ({ ...c, verificationMethods: ['email'] }));
    const missing = await guest().rate({ slug: strict.slug, score: 1 });
    expect(missing.json().details[0].path).toBe('body.verifyEmail');

    const before = heard.length;
    const res = await guest().rate(
      { slug: strict.slug, score: 1, verifyEmail: 'Rita@Guest.test' },
      undefined,
      'de',
    );
    expect(res.json()).toMatchObject({ needsVerification: true, outcome: 'bad' });
    const id = res.json().id as string;
    expect((await inbox()).items.map((r: { id: string }) => r.id)).not.toContain(id);
    const pending = await inbox('?verification=pending');
    expect(pending.items.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(pending.items[0]).toMatchObject({
      verified: false,
      verification: 'email',
      verifyEmail: 'rita@guest.test',
    });
    expect((await liveRatings()).map((a) => a.payload.id)).not.toContain(id);
    expect(heard.length).toBe(before);

    await t.app.jobs.runDueJobs();
    const mail = await mailbox.next('rita@guest.test');
    expect(mail.text).toContain('Harbour Hall');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(mail.text).toMatch(/Bewertung/);

    const verify = (value: string, ratingId = id) =>
      t.app.inject({ method: 'POST', url: `/api/v1/rate/${ratingId}/verify`, payload: { code: value } });
    expect(refused(await verify(otherCode(code)))).toEqual({ status: 400, code: 'CODE_INVALID' });
    expect(refused(await verify('12ab56'))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(refused(await verify(code, '00000000-0000-4000-8000-000000000000'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const ok = await verify(code);
    expect(ok.json()).toEqual({ id, verified: true });
    expect((await verify(code)).statusCode).toBe(200);
    expect((await inbox()).items.find((r: { id: string }) => r.id === id)).toMatchObject({ verified: true });
    expect((await liveRatings()).map((a) => a.payload.id)).toContain(id);
    expect(heard.filter((e) => e.ratingId === id)).toHaveLength(1);
  });

  it('refuses a code that has expired, and stops after a few wrong tries', async () => {
    const strict = await venue.metricWith('stars', (c) => ({ ...c, verificationMethods: ['email'] }));
    const res = await guest().rate({ slug: strict.slug, score: 4, verifyEmail: 'late@guest.test' });
    const id = res.json().id as string;
    await t.app.jobs.runDueJobs();
    const code = /\b(\d{6})\b/.exec((await mailbox.next('late@guest.test')).text)?.[1] ?? '';
    const verify = (value: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/rate/${id}/verify`, payload: { code: value } });
    await t.app.db
      .update(ratings)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(ratings.id, id));
    expect(refused(await verify(code))).toEqual({ status: 400, code: 'CODE_EXPIRED' });
    for (let i = 0; i < 4; i++) await verify(otherCode(code));
    expect(refused(await verify(code))).toEqual({ status: 429, code: 'RATE_LIMITED' });
  });

  it('counts a signed-in guest’s own address as confirmed, and mails a code for another one', async () => {
    const strict = await venue.metricWith('stars', (c) => ({ ...c, verificationMethods: ['email'] }));
    const signIn = guestSignIn(t.app, mailbox, '10.9.3.1');
    await signIn.askCode('mia@guest.test');
    await t.app.jobs.runDueJobs();
    const { code } = await signIn.mailedCode('mia@guest.test');
    const cookie = sessionCookie(await signIn.verify('mia@guest.test', code));
    const own = await guest().rate({ slug: strict.slug, score: 5 }, cookie);
    expect(own.json()).toMatchObject({ needsVerification: false });
    const review = (await inbox()).items.find((r: { id: string }) => r.id === own.json().id);
    expect(review).toMatchObject({ verified: true, verifyEmail: 'mia@guest.test' });
    expect(heard.map((e) => e.ratingId)).toContain(own.json().id);
    const other = await guest().rate({ slug: strict.slug, score: 5, verifyEmail: 'work@guest.test' }, cookie);
    expect(other.json()).toMatchObject({ needsVerification: true });
  });

  it('opens a location’s ready-made rating page by ids, with the table’s slugs', async () => {
    const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/v1/rate/default/${path}` });
    const plain = await get(venue.locationId);
    expect(plain.json()).toEqual({
      metricSlug: venue.metric.slug,
      location: { id: venue.locationId, name: 'Harbour Hall' },
      table: null,
    });
    const atTable = await get(`${venue.locationId}/${venue.table.id}`);
    expect(atTable.json().table).toEqual({
      id: venue.table.id,
      group: 'hall',
      table: 't1',
      label: 'Hall · 1',
    });
    const other = await ratingVenue(t, 'Third Place');
    expect(refused(await get(`${venue.locationId}/${other.table.id}`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(refused(await get('00000000-0000-4000-8000-000000000000'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(refused(await get('not-a-uuid'))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
