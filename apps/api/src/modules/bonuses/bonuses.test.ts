import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';

describe('bonuses', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let cookie: string;
  let keys = 0;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie, app = t.app) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { cookie: as }, ...(payload && { payload }) });
  const newGuest = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    return String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  };
  /** An order of `quantity` flat whites (3.90 each). */
  const place = async (quantity: number, as = cookie) =>
    (
      await call(
        'POST',
        '/order/create',
        {
          menuSlug: menu.slug,
          type: 'pickup',
          lines: [{ itemId: menu.item.id, optionIndex: 0, quantity }],
          idempotencyKey: `bonus-${++keys}-${Date.now()}`,
        },
        as,
      )
    ).json() as { slug: string; total: number };
  const balance = async (as = cookie) =>
    (await call('GET', `/online-menu/customer/bonus/${menu.slug}`, undefined, as)).json().balance as number;
  const payWithTestProvider = async (slug: string, as = cookie) => {
    const { externalId } = (await call('POST', '/test/menu/checkout', { orderSlug: slug }, as)).json();
    return call('POST', '/test/menu/complete', { externalId, approve: true }, as);
  };

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    await company.api.post(`/payment/menu/${menu.slug}/settings`, { provider: 'test', enabled: true });
    expect((await company.api.post('/online-menu/bonus-program', { ratePercent: 10 })).json()).toEqual({
      ratePercent: 10,
    });
    cookie = await newGuest();
  });
  afterAll(async () => {
    await t.close();
  });

  it('earns the rate on a paid order once, even when the payment report is replayed', async () => {
    expect(await balance()).toBe(0);
    const order = await place(10);
    expect(order.total).toBe(3900);
    const { externalId } = (await call('POST', '/test/menu/checkout', { orderSlug: order.slug })).json();
    await call('POST', '/test/menu/complete', { externalId, approve: true });
    await call('POST', '/test/menu/complete', { externalId, approve: true });
    expect(await balance()).toBe(390);
  });

  it('spends the balance on the next order, sets it aside until paid, and can drop it', async () => {
    const order = await place(1);
    const taken = (await call('POST', '/online-menu/customer/take-bonus', { orderSlug: order.slug })).json();
    expect(taken).toMatchObject({ bonusSpent: 390, total: 0 });
    // Set aside: another order cannot spend the same bonus.
    const other = await place(1);
    expect(
      (await call('POST', '/online-menu/customer/take-bonus', { orderSlug: other.slug })).json(),
    ).toMatchObject({
      bonusSpent: 0,
      total: 390,
    });
    expect(await balance()).toBe(0);
    const dropped = (
      await call('POST', '/online-menu/customer/drop-bonus', { orderSlug: order.slug })
    ).json();
    expect(dropped).toMatchObject({ bonusSpent: 0, total: 390 });
    const partly = (
      await call('POST', '/online-menu/customer/take-bonus', { orderSlug: order.slug, amount: 100 })
    ).json();
    expect(partly).toMatchObject({ bonusSpent: 100, total: 290 });

    // Paid: the 100 is spent for good and the order earns 10% of its subtotal (39).
    await company.api.post('/online-menu/admin/order/set-paid', { orderSlug: order.slug, paid: true });
    expect(await balance()).toBe(390 - 100 + 39);
    // Marked unpaid by mistake: the ledger lines go with it.
    await company.api.post('/online-menu/admin/order/set-paid', { orderSlug: order.slug, paid: false });
    expect(await balance()).toBe(390 - 100);
  });

  it("keeps the balance to the company and refuses other guests' orders", async () => {
    const order = await place(1);
    await payWithTestProvider(order.slug);
    const stranger = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    const strangerCookie = String([stranger.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/online-menu/customer/take-bonus',
      headers: { cookie: strangerCookie },
      payload: { orderSlug: order.slug },
    });
    expect(res.statusCode).toBe(404);
    const elsewhere = await newCompany(t);
    const theirMenu = await makeMenu(elsewhere.api, 'Elsewhere');
    await elsewhere.api.post(`${theirMenu.base}/active`, { isActive: true });
    expect((await call('GET', `/online-menu/customer/bonus/${theirMenu.slug}`)).json()).toEqual({
      ratePercent: 0,
      balance: 0,
    });
  });

  // On PostgreSQL the calls are split over two API processes (separate pools); PGlite has one
  // connection, so there they run one after the other and only check the arithmetic.
  it('gives back the bonus a lowered tip no longer needs, so a total never goes below zero', async () => {
    const guest = await newGuest();
    const earning = await place(20, guest);
    expect((await payWithTestProvider(earning.slug, guest)).statusCode).toBe(200);
    expect(await balance(guest)).toBe(780);
    const order = await place(1, guest);
    const tip = (amount: number) =>
      call('POST', `/order/${order.slug}/tips`, { amount, needReceipt: false }, guest);
    expect((await tip(500)).json()).toMatchObject({ total: 890 });
    expect(
      (await call('POST', '/online-menu/customer/take-bonus', { orderSlug: order.slug }, guest)).json(),
    ).toMatchObject({ bonusSpent: 780, total: 110 });
    expect((await tip(0)).json()).toMatchObject({ tips: 0, bonusSpent: 390, total: 0 });
    expect(await balance(guest)).toBe(390);
  });

  it('sets the balance aside once when eight orders take it at the same time', async () => {
    const guest = await newGuest();
    await payWithTestProvider((await place(10, guest)).slug, guest);
    expect(await balance(guest)).toBe(390);
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await place(1, guest));

    const second = t.databaseUrl ? await createSecondProcess(t) : null;
    try {
      const taken = await Promise.all(
        orders.map((order, i) =>
          call(
            'POST',
            '/online-menu/customer/take-bonus',
            { orderSlug: order.slug },
            guest,
            second && i % 2 ? second.app : t.app,
          ),
        ),
      );
      expect(taken.map((res) => res.statusCode)).toEqual(orders.map(() => 200));
      const spent = taken.map((res) => res.json().bonusSpent as number);
      expect(spent.reduce((sum, amount) => sum + amount, 0)).toBe(390);
    } finally {
      await second?.close();
    }
    expect(await balance(guest)).toBe(0);

    // Paid, every order spends what it set aside and earns 10% of 3.90: the ledger stays whole.
    for (const order of orders) {
      await company.api.post('/online-menu/admin/order/set-paid', { orderSlug: order.slug, paid: true });
    }
    expect(await balance(guest)).toBe(390 - 390 + 8 * 39);
  });
});
