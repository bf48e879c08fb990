import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { guestCalls, type RatingVenue, ratingVenue, refused } from './ratings.test-support';

describe('rating an order and its dishes from the order page', () => {
  let t: TestApp;
  let venue: RatingVenue;
  const guest = () => guestCalls(t);
  const card = (slug: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/order/${slug}/rating`,
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ratingVenue(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers rating only once the order is served, then keeps the visit and dish scores; staff see them with the order', async () => {
    const cookie = await venue.newGuest();
    const order = await venue.tableOrder(cookie, ['accepted']);

    const early = (await card(order.slug, cookie)).json();
    expect(early).toMatchObject({ canRate: false, metricSlug: null, rated: null });
    expect(early.dishes).toEqual([
      { lineIndex: 0, itemId: venue.menu.item.id, title: 'Flat white' },
      { lineIndex: 1, itemId: venue.menu.item.id, title: 'Flat white' },
    ]);
    const tooSoon = await guest().rate({ slug: venue.metric.slug, score: 4, orderSlug: order.slug }, cookie);
    expect(refused(tooSoon)).toEqual({ status: 409, code: 'ORDER_NOT_READY_TO_RATE' });

    for (const status of ['ready', 'served']) {
      await venue.company.api.post(`/online-menu/order/status/${order.slug}`, { status });
    }
    const ready = (await card(order.slug, cookie)).json();
    expect(ready).toMatchObject({ canRate: true, metricSlug: venue.metric.slug, rated: null });

    const rated = await guest().rate(
      {
        slug: ready.metricSlug,
        score: 4,
        orderSlug: order.slug,
        dishes: [
          { lineIndex: 0, score: 5 },
          { lineIndex: 1, score: 2 },
        ],
      },
      cookie,
    );
    expect(rated.statusCode).toBe(200);
    const after = (await card(order.slug, cookie)).json();
    expect(after).toMatchObject({
      canRate: false,
      metricSlug: venue.metric.slug,
      rated: {
        id: rated.json().id,
        score: 4,
        outcome: 'good',
        dishes: [
          { lineIndex: 0, score: 5 },
          { lineIndex: 1, score: 2 },
        ],
      },
    });

    const again = await guest().rate({ slug: venue.metric.slug, score: 1, orderSlug: order.slug }, cookie);
    expect(refused(again)).toEqual({ status: 409, code: 'ORDER_ALREADY_RATED' });

    const review = (await venue.company.api.get('/reviews')).json().items[0];
    expect(review).toMatchObject({
      id: rated.json().id,
      order: { slug: order.slug, number: order.number },
      tableLabel: 'Hall · 1',
      dishes: [
        { itemId: venue.menu.item.id, itemTitle: 'Flat white', score: 5 },
        { itemId: venue.menu.item.id, itemTitle: 'Flat white', score: 2 },
      ],
    });
    const scores = await venue.company.api.get(`${venue.menu.base}/dish-scores`);
    expect(scores.json()).toEqual({ items: [{ itemId: venue.menu.item.id, average: 3.5, count: 2 }] });
  });

  it('keeps one rating per order when the guest sends it twice at once', async () => {
    const cookie = await venue.newGuest();
    const order = await venue.tableOrder(cookie, ['accepted', 'ready', 'served']);
    const body = {
      slug: venue.metric.slug,
      score: 5,
      orderSlug: order.slug,
      dishes: [{ lineIndex: 0, score: 5 }],
    };
    const answers = await Promise.all([guest().rate(body, cookie), guest().rate(body, cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('ORDER_ALREADY_RATED');
    const ofOrder = (await venue.company.api.get('/reviews?pageSize=100'))
      .json()
      .items.filter((r: { order: { slug: string } | null }) => r.order?.slug === order.slug);
    expect(ofOrder).toHaveLength(1);
  });

  it('lets a paid order be rated before it is served', async () => {
    const cookie = await venue.newGuest();
    const order = await venue.tableOrder(cookie);
    const paid = await venue.company.api.post('/online-menu/admin/order/set-paid', {
      orderSlug: order.slug,
      paid: true,
    });
    expect(paid.statusCode).toBe(200);
    expect((await card(order.slug, cookie)).json().canRate).toBe(true);
  });

  it('keeps an order to its own guest, and checks its dishes', async () => {
    const cookie = await venue.newGuest();
    const order = await venue.tableOrder(cookie, ['accepted', 'ready', 'served']);
    const stranger = await venue.newGuest();
    expect(refused(await card(order.slug, stranger))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(refused(await card(order.slug))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect(refused(await card('no-such-order', cookie))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const body = { slug: venue.metric.slug, score: 3, orderSlug: order.slug };
    expect(refused(await guest().rate(body, stranger))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(refused(await guest().rate(body))).toEqual({ status: 403, code: 'FORBIDDEN' });

    const path = async (extra: object) =>
      (await guest().rate({ ...body, ...extra }, cookie)).json().details?.[0]?.path;
    expect(await path({ dishes: [{ lineIndex: 2, score: 3 }] })).toBe('body.dishes.0.lineIndex');
    expect(
      await path({
        dishes: [
          { lineIndex: 0, score: 3 },
          { lineIndex: 0, score: 4 },
        ],
      }),
    ).toBe('body.dishes.1.lineIndex');
    expect(await path({ dishes: [{ lineIndex: 0, score: 6 }] })).toBe('body.dishes.0.score');
    const noOrder = await guest().rate({
      slug: venue.metric.slug,
      score: 3,
      dishes: [{ lineIndex: 0, score: 3 }],
    });
    expect(noOrder.json().details[0].path).toBe('body.orderSlug');

    const other = await ratingVenue(t, 'Other Venue');
    const elsewhere = await guest().rate({ ...body, slug: other.metric.slug }, cookie);
    expect(refused(elsewhere)).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('gives the dish scores of a menu only to its own company, counting only ratings that count', async () => {
    const other = await ratingVenue(t, 'Rival Venue');
    const res = await other.company.api.get(`${venue.menu.base}/dish-scores`);
    expect(refused(res)).toEqual({ status: 404, code: 'NOT_FOUND' });
    const waiter = await venue.company.member('waiter');
    expect(refused(await waiter.api.get(`${venue.menu.base}/dish-scores`))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    const empty = await other.company.api.get(`${other.menu.base}/dish-scores`);
    expect(empty.json()).toEqual({ items: [] });
  });
});
