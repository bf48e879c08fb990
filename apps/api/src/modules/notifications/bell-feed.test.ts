import { type TLiveEvent, ZLiveEvents } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { recordEvent } from '../events';
import { guestCalls, type RatingVenue, ratingVenue } from '../ratings/ratings.test-support';
import { addRole, setRole } from '../users/staff.test-support';

/**
 * The console's bell follows the live feed: a member whose role reads reviews (and nothing of the
 * boards) hears ratings and the changes of bells, never orders; a bell changes in the same
 * transaction as its notifications, so a console that hears it reads the new count at once.
 */
describe('the bell on the live feed', () => {
  let t: TestApp;
  let venue: RatingVenue;
  let host: string;

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ratingVenue(t);
    const role = await addRole(t.app.db, venue.company.structureId, 'host', ['reviews.manage']);
    const user = await createUser(t.app.db, { structure: venue.company.structureId, role: null });
    await setRole(t.app.db, user.id, role.id);
    host = await signIn(t.app, user);
  });
  afterAll(async () => {
    await t?.close();
  });

  const feed = async (after: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/online-menu/orders/live?after=${after}`,
      headers: { cookie: host },
    });
    expect(res.statusCode).toBe(200);
    return ZLiveEvents.parse(res.json());
  };
  const bell = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/notification/list', headers: { cookie: host } })
    ).json() as { unread: number };
  const kinds = (events: TLiveEvent[]) => events.map((e) => e.kind);

  it('tells a reviews-only member of a bad rating and of their bell, in that order, and nothing of orders', async () => {
    const start = (await feed(0)).lastId;
    const rated = await guestCalls(t).rate({ slug: venue.metric.slug, score: 1, comment: 'Cold' });
    expect(rated.statusCode).toBe(200);

    const page = await feed(start);
    expect(kinds(page.items)).toEqual(['rating.created', 'notifications.changed']);
    const told = page.items[1]!.payload as { userIds: string[] };
    expect(told.userIds.length).toBeGreaterThan(0);
    // The bell read when the change is heard already counts the rating.
    expect((await bell()).unread).toBe(1);
  });

  it('tells every bell when a review is viewed, and the bell reads nothing unread', async () => {
    const start = (await feed(0)).lastId;
    const reviews = (await venue.company.api.get('/reviews')).json() as { items: { id: string }[] };
    expect((await venue.patch(`/review/${reviews.items[0]!.id}/view`)).statusCode).toBe(200);
    expect(kinds((await feed(start)).items)).toEqual(['notifications.changed']);
    expect((await bell()).unread).toBe(0);
  });

  it('keeps orders and waiter calls (guests’ names and phones) to the boards', async () => {
    const start = (await feed(0)).lastId;
    await recordEvent(t.app.db, venue.company.structureId, 'order.created', { order: { number: 7 } });
    await recordEvent(t.app.db, venue.company.structureId, 'waiter-call.created', {
      call: { table: 'Hall · 1' },
    });
    const board = ZLiveEvents.parse(
      (await venue.company.api.get(`/online-menu/orders/live?after=${start}`)).json(),
    );
    expect(kinds(board.items)).toEqual(['order.created', 'waiter-call.created']);
    const mine = await feed(start);
    expect(mine.items).toEqual([]);
    expect(mine.lastId).toBe(board.lastId);
  });
});
