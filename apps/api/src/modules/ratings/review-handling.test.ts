import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings, structures } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { guestCalls, type RatingVenue, ratingVenue, refused } from './ratings.test-support';

/** A review as staff handle it: opened from a notification, counted alike everywhere, found by the venue's days. */
describe('handling one review', () => {
  let t: TestApp;
  let venue: RatingVenue;
  let rival: RatingVenue;

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ratingVenue(t);
    rival = await ratingVenue(t, 'Rival Hall');
  });
  afterAll(async () => {
    await t?.close();
  });

  const rate = async (score: number, comment?: string) => {
    const res = await guestCalls(t).rate({ slug: venue.metric.slug, score, comment });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  };
  const bell = async () => (await venue.company.api.get('/notification/list')).json().unread as number;
  const badge = async () =>
    (await venue.company.api.get('/profile/menu'))
      .json()
      .items.find((i: { id: string }) => i.id === 'reviews').notifyCount as number;
  const inboxUnread = async () => (await venue.company.api.get('/reviews')).json().unread as number;

  it('opens one review by its id, as a notification links to it; another company’s is not found', async () => {
    const id = await rate(2, 'Cold soup');
    const res = await venue.company.api.get(`/review/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, score: 2, outcome: 'bad', comment: 'Cold soup' });
    expect(refused(await rival.company.api.get(`/review/${id}`))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(refused(await venue.company.api.get('/review/not-an-id'))).toMatchObject({ status: 400 });
  });

  it('counts unread reviews alike in the menu badge and the inbox; viewing one reads its notifications', async () => {
    const id = await rate(1, 'Waited an hour');
    const unread = await inboxUnread();
    expect(unread).toBeGreaterThan(0);
    expect(await badge()).toBe(unread);
    const bellBefore = await bell();
    expect(bellBefore).toBeGreaterThan(0);

    expect((await venue.patch(`/review/${id}/view`)).statusCode).toBe(200);
    expect(await inboxUnread()).toBe(unread - 1);
    expect(await badge()).toBe(unread - 1);
    expect(await bell()).toBe(bellBefore - 1);
  });

  it('finds reviews by the venue’s days, not UTC’s', async () => {
    await t.app.db
      .update(structures)
      .set({ timeZone: 'Pacific/Kiritimati' })
      .where(eq(structures.id, venue.company.structureId));
    const id = await rate(4, 'Early breakfast');
    // 00:30 on 10 March in a venue fourteen hours ahead of UTC is still 9 March in UTC.
    await t.app.db
      .update(ratings)
      .set({ createdAt: new Date('2026-03-09T10:30:00Z') })
      .where(eq(ratings.id, id));
    const on = async (day: string) =>
      (await venue.company.api.get(`/reviews?from=${day}&to=${day}`))
        .json()
        .items.map((r: { id: string }) => r.id);
    expect(await on('2026-03-10')).toEqual([id]);
    expect(await on('2026-03-09')).toEqual([]);
  });
});
