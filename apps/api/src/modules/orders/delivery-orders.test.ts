import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { newGuestCookie, orderingVenue, refusal } from './ordering.test-support';

const HOME = { name: 'Ana Pop', phone: '+40 711 222 333', address: 'Str. Lipscani 5', notes: 'Ring twice' };
const MINUTE = 60_000;

describe('delivery orders: complete when placed, the fee charged', () => {
  let t: TestApp;
  let venue: Awaited<ReturnType<typeof orderingVenue>>;
  const delivery = (details: Record<string, unknown> = {}, quantity = 1) =>
    venue.order({
      type: 'delivery',
      delivery: { ...HOME, ...details },
      lines: [{ itemId: venue.menu.item.id, optionIndex: 0, quantity }],
    });

  beforeAll(async () => {
    // Many orders from one guest in a minute: more than a guest is allowed, as the rules are tried.
    t = await createTestApp({ ORDER_RATE_LIMIT: 1000 });
    venue = await orderingVenue(t);
  });
  beforeEach(async () => {
    await venue.setOrdering({ delivery: true, deliveryFee: 250 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for the delivery details with the order and charges the fee in its total', async () => {
    const missing = await venue.order({ type: 'delivery' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ path: 'body.delivery' })]);

    const placed = await delivery();
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({
      type: 'delivery',
      subtotal: 390,
      deliveryAmount: 250,
      total: 640,
      contact: { name: HOME.name, phone: HOME.phone },
      deliveryInfo: { ...HOME, city: null, postcode: null, area: null },
      wishedAt: null,
    });
    // The kitchen sees it complete from the start.
    const board = (await venue.company.api.get('/online-menu/orders?status=open')).json();
    expect(board.items.find((o: { slug: string }) => o.slug === placed.json().slug)).toMatchObject({
      deliveryAmount: 250,
      total: 640,
      deliveryInfo: { address: HOME.address, phone: HOME.phone },
    });

    // A tip adds to the total; the fee is the venue's, whatever the guest sends.
    const slug = placed.json().slug;
    const cookie = { cookie: venue.cookie };
    const tipped = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${slug}/tips`,
      headers: cookie,
      payload: { amount: 100, deliveryAmount: 0 },
    });
    expect(tipped.json()).toMatchObject({ deliveryAmount: 250, total: 740 });

    // Paying online asks the provider for the whole total, fee included.
    await venue.company.api.post(`/payment/menu/${venue.menu.slug}/settings`, {
      provider: 'test',
      enabled: true,
    });
    const pay = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: cookie, payload });
    const { externalId } = (await pay('/test/menu/checkout', { orderSlug: slug })).json();
    expect((await pay('/test/menu/complete', { externalId, approve: true })).statusCode).toBe(200);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.externalId, externalId));
    expect(payment?.amount).toBe(740);
  });

  it('charges no fee when the venue sets none', async () => {
    await venue.setOrdering({ delivery: true });
    expect((await delivery()).json()).toMatchObject({ deliveryAmount: 0, total: 390 });
  });

  it('refuses a delivery below the minimum order', async () => {
    await venue.setOrdering({ delivery: true, deliveryFee: 250, deliveryMinimum: 1000 });
    expect(refusal(await delivery())).toEqual({
      status: 409,
      code: 'BELOW_DELIVERY_MINIMUM',
      details: { minimum: 1000, subtotal: 390 },
    });
    expect((await delivery({}, 3)).json()).toMatchObject({ subtotal: 1170, total: 1420 });
  });

  it('delivers only to the areas listed, and keeps the area when the address changes later', async () => {
    await venue.setOrdering({ delivery: true, deliveryFee: 250, deliveryAreas: ['Old Town', 'Riverside'] });
    for (const area of ['Airport', null]) {
      expect(refusal(await delivery({ area }))).toEqual({
        status: 409,
        code: 'OUTSIDE_DELIVERY_AREA',
        details: { areas: ['Old Town', 'Riverside'] },
      });
    }
    const signedIn = `${await newGuestCookie(t)}; ${await signIn(t.app, await createUser(t.app.db, { structure: null }))}`;
    const placed = await venue.order(
      { type: 'delivery', delivery: { ...HOME, area: ' old town ' } },
      signedIn,
    );
    expect(placed.json().deliveryInfo).toMatchObject({ area: 'Old Town' });

    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/delivery-info',
      headers: { cookie: signedIn },
      payload: { orderSlug: placed.json().slug, ...HOME, address: 'Str. Franceza 2' },
    });
    expect(moved.json().deliveryInfo).toMatchObject({ address: 'Str. Franceza 2', area: 'Old Town' });
  });

  it('keeps a wished delivery time the venue can meet, and refuses one it cannot', async () => {
    await venue.setOrdering({ delivery: true, preparationMinutes: 30 });
    const later = new Date(Date.now() + 90 * MINUTE).toISOString();
    expect((await delivery({ time: later })).json()).toMatchObject({ wishedAt: later });
    const tooSoon = refusal(await delivery({ time: new Date(Date.now() + 5 * MINUTE).toISOString() }));
    expect(tooSoon).toMatchObject({ status: 409, code: 'DELIVERY_TIME_UNAVAILABLE' });
    expect(Date.parse(tooSoon.details.earliest)).toBeGreaterThanOrEqual(Date.now() + 29 * MINUTE);
  });

  it('refuses delivery settings that list an area twice', async () => {
    const res = await venue.company.api.post(venue.menu.base, {
      settings: {
        ordering: {
          ...(await venue.publicMenu()).settings.ordering,
          deliveryAreas: ['Old Town', 'old town'],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ path: 'body.settings.ordering.deliveryAreas.1', message: 'duplicate_area' }),
    ]);
  });
});
