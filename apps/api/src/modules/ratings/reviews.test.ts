import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { guestCalls, type RatingVenue, ratingVenue, refused, wav } from './ratings.test-support';

describe('the reviews inbox and a guest’s timeline', () => {
  let t: TestApp;
  let venue: RatingVenue;
  let rival: RatingVenue;
  let cookie: string;
  const ids: Record<string, string> = {};
  const guest = () => guestCalls(t);
  const ageBy = (id: string, days: number) =>
    t.app.db
      .update(ratings)
      .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
      .where(eq(ratings.id, id));

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ratingVenue(t);
    rival = await ratingVenue(t, 'Rival Hall');
    cookie = await venue.newGuest();
    const rate = async (name: string, body: object, as?: string) => {
      const res = await guest().rate({ slug: venue.metric.slug, ...body }, as);
      if (res.statusCode !== 200) throw new Error(res.body);
      ids[name] = res.json().id;
      return res.json();
    };
    await rate('old', { score: 5, comment: 'Lovely' }, cookie);
    await ageBy(ids.old!, 10);
    const voiced = await rate('voiced', { score: 1, subLocationId: venue.terraceId }, cookie);
    await guest().upload(voiced.id, 'audio', { bytes: wav(1) }, { 'x-rating-token': voiced.attachToken });
    await ageBy(ids.voiced!, 2);
    await rate('table', { score: 3, table: { group: 'hall', table: 't1' } });
    await guest().rate({ slug: rival.metric.slug, score: 2, comment: 'Rival secret' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query = '', api = venue.company.api) => {
    const res = await api.get(`/reviews${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { items: { id: string }[]; total: number; unread: number };
  };
  const listed = async (query = '') => (await list(query)).items.map((r) => r.id);

  it('lists only the company’s own reviews, unread first then newest, with filters and pages', async () => {
    expect(await listed()).toEqual([ids.table, ids.voiced, ids.old]);
    expect((await list()).unread).toBe(3);
    expect(await listed('?outcome=bad')).toEqual([ids.voiced]);
    expect(await listed('?score=5')).toEqual([ids.old]);
    expect(await listed('?withAttachment=true')).toEqual([ids.voiced]);
    expect(await listed('?withAttachment=false')).toEqual([ids.table, ids.old]);
    expect(await listed(`?locationId=${venue.terraceId}`)).toEqual([ids.voiced]);
    expect(await listed(`?metricId=${venue.metric.id}`)).toHaveLength(3);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    expect(await listed(`?from=${day(3)}&to=${day(1)}`)).toEqual([ids.voiced]);
    const page = await list('?pageSize=2&page=2');
    expect(page.items.map((r) => r.id)).toEqual([ids.old]);
    expect(page.total).toBe(3);
    const rivals = await list('', rival.company.api);
    expect(rivals.items).toHaveLength(1);
    expect(JSON.stringify(rivals)).not.toContain('Lovely');
  });

  it('marks a review viewed: it moves after the unread ones and the unread count drops', async () => {
    const res = await venue.patch(`/review/${ids.table}/view`);
    expect(res.json()).toEqual({ ok: true });
    const after = await list();
    expect(after.unread).toBe(2);
    expect(after.items.map((r) => r.id)).toEqual([ids.voiced, ids.old, ids.table]);
    expect(await listed('?unread=false')).toEqual([ids.table]);
    expect((await venue.patch(`/review/${ids.table}/view`)).statusCode).toBe(200);
  });

  it('keeps other companies, members without the permission and bad input out, in the one error shape', async () => {
    expect(refused(await rival.patch(`/review/${ids.old}/view`))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await list()).items.find((r) => r.id === ids.old)).toMatchObject({ viewedAt: null });
    expect(refused(await rival.company.api.get(`/reviews?locationId=${venue.locationId}`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(refused(await rival.company.api.get(`/reviews?metricId=${venue.metric.id}`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const waiter = await venue.company.member('waiter');
    expect(refused(await waiter.api.get('/reviews'))).toEqual({ status: 403, code: 'FORBIDDEN' });
    const manager = await venue.company.member('manager');
    expect((await manager.api.get('/reviews')).statusCode).toBe(200);
    expect(refused(await t.app.inject({ method: 'GET', url: '/api/v1/reviews' }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    const bad = await venue.company.api.get('/reviews?outcome=awful&pageSize=500');
    expect(refused(bad)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['querystring.outcome', 'querystring.pageSize']);
    expect(refused(await venue.patch('/review/not-a-uuid/view'))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('shows a guest’s ratings and orders with the company, newest first, and nobody else’s', async () => {
    const order = await venue.tableOrder(cookie);
    const customerId = (await list()).items.find((r) => r.id === ids.old) as unknown as {
      customer: { id: string };
    };
    const timeline = await venue.company.api.get(`/interactions?customerId=${customerId.customer.id}`);
    expect(timeline.statusCode).toBe(200);
    const body = timeline.json();
    expect(body.customer.id).toBe(customerId.customer.id);
    expect(body.items.map((i: { kind: string }) => i.kind)).toEqual(['order', 'rating', 'rating']);
    expect(body.items[0].order).toMatchObject({
      slug: order.slug,
      number: order.number,
      tableLabel: 'Hall · 1',
    });
    expect(body.items[1].rating).toMatchObject({ id: ids.voiced, outcome: 'bad', hasAudio: true });
    expect(body.items[2].rating).toMatchObject({ id: ids.old, comment: 'Lovely', metricType: 'stars' });

    const elsewhere = await rival.company.api.get(`/interactions?customerId=${customerId.customer.id}`);
    expect(refused(elsewhere)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(refused(await venue.company.api.get('/interactions?customerId=nope'))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const waiter = await venue.company.member('waiter');
    expect(refused(await waiter.api.get(`/interactions?customerId=${customerId.customer.id}`))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});
