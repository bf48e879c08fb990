import { ZLiveEvents } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';

describe('tips, the bill and paid orders', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let cookie: string;
  let keys = 0;

  const guest = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });
  const place = async () =>
    (
      await guest('/order/create', {
        menuSlug: menu.slug,
        type: 'pickup',
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 2 }],
        idempotencyKey: `pay-${++keys}-${Date.now()}`,
      })
    ).json() as { slug: string; total: number };

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds the tip to the total, and a later tip replaces it', async () => {
    const order = await place();
    expect(order.total).toBe(780);
    const tipped = await guest(`/order/${order.slug}/tips`, {
      amount: 100,
      needReceipt: true,
      deliveryAmount: 999,
    });
    expect(tipped.json()).toMatchObject({ tips: 100, deliveryAmount: 0, needReceipt: true, total: 880 });
    expect((await guest(`/order/${order.slug}/tips`, { amount: 50 })).json()).toMatchObject({ total: 830 });
  });

  it('asks for the bill at the table and the board hears of it', async () => {
    const order = await place();
    const before = ZLiveEvents.parse((await company.api.get('/online-menu/orders/live')).json()).lastId;
    const asked = await guest('/ask-cash', { orderSlug: order.slug, amount: 1000, paymentMethod: 'cash' });
    expect(asked.json()).toMatchObject({ paymentMethod: 'cash', cashAmount: 1000 });
    expect(asked.json().cashRequestedAt).not.toBeNull();
    const events = ZLiveEvents.parse(
      (await company.api.get(`/online-menu/orders/live?after=${before}`)).json(),
    );
    expect(events.items.at(-1)?.payload).toMatchObject({ order: { slug: order.slug, cashAmount: 1000 } });
  });

  it('lets staff mark it paid; a paid order takes no new tip', async () => {
    const order = await place();
    const paid = await company.api.post('/online-menu/admin/order/set-paid', {
      orderSlug: order.slug,
      paid: true,
    });
    expect(paid.json()).toMatchObject({ paid: true, paymentMethod: 'cash' });
    const late = await guest(`/order/${order.slug}/tips`, { amount: 100 });
    expect(late.statusCode).toBe(409);
    expect(late.json().details).toEqual({ reason: 'already-paid' });
    const other = await newCompany(t);
    const foreign = await other.api.post('/online-menu/admin/order/set-paid', {
      orderSlug: order.slug,
      paid: false,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('never lets a tip in while a payment settles: a paid order keeps the total that was paid', async () => {
    await company.api.post(`/payment/menu/${menu.slug}/settings`, { provider: 'test', enabled: true });
    for (let round = 0; round < 8; round++) {
      const order = await place();
      const { externalId } = (await guest('/test/menu/checkout', { orderSlug: order.slug })).json();
      const [payment, tip] = await Promise.all([
        guest('/test/menu/complete', { externalId, approve: true }),
        guest(`/order/${order.slug}/tips`, { amount: 100 }),
      ]);
      // Either the payment came first (the tip is refused) or the tip did (the payment no
      // longer covers the total, so it is refused and given back); never both.
      expect([payment.statusCode, tip.statusCode].sort()).toEqual([200, 409]);
      const final = (await t.app.inject({ method: 'GET', url: `/api/v1/order/${order.slug}` })).json();
      expect(final.total).toBe(final.paid ? order.total : order.total + 100);
    }
  });

  it('answers 404 for an unknown order', async () => {
    expect((await guest('/order/unknown-order/tips', { amount: 1 })).statusCode).toBe(404);
    expect((await guest('/ask-cash', { orderSlug: 'unknown-order', amount: 1 })).statusCode).toBe(404);
  });
});
