import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';

describe('bonuses', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let cookie: string;
  let keys = 0;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload && { payload }) });
  /** An order of `quantity` flat whites (3.90 each). */
  const place = async (quantity: number) =>
    (
      await call('POST', '/order/create', {
        menuSlug: menu.slug,
        type: 'pickup',
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity }],
        idempotencyKey: `bonus-${++keys}-${Date.now()}`,
      })
    ).json() as { slug: string; total: number };
  const balance = async () =>
    (await call('GET', `/online-menu/customer/bonus/${menu.slug}`)).json().balance as number;
  const payWithTestProvider = async (slug: string) => {
    const { externalId } = (await call('POST', '/test/menu/checkout', { orderSlug: slug })).json();
    return call('POST', '/test/menu/complete', { externalId, approve: true });
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
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
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
});
