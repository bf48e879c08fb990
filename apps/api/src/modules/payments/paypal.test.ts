import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal } from '../../providers/payments/paypal.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';

describe('PayPal payments (Orders v2 against a local server)', () => {
  let t: TestApp;
  let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let cookie: string;
  let keys = 0;

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });
  const place = async () =>
    (
      await post('/order/create', {
        menuSlug: menu.slug,
        type: 'pickup',
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 3 }],
        idempotencyKey: `paypal-${++keys}-${Date.now()}`,
      })
    ).json() as { slug: string; total: number };

  beforeAll(async () => {
    paypal = await startFakePaypal('client-abc', 'secret-xyz');
    t = await createTestApp({ PAYPAL_API_URL: paypal.url, PUBLIC_URL: 'https://menu.example' });
    const company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    await company.api.post(`/payment/menu/${menu.slug}/settings`, {
      provider: 'paypal',
      enabled: true,
      config: { clientId: 'client-abc' },
      secrets: { clientSecret: 'secret-xyz' },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  it('creates an order for the total, captures it once approved, and a second capture changes nothing', async () => {
    const order = await place();
    expect(order.total).toBe(1170);
    const checkout = (await post('/paypal/menu/checkout', { orderSlug: order.slug })).json();
    expect(checkout.redirectUrl).toBe(`https://paypal.test/checkoutnow?token=${checkout.externalId}`);
    const made = paypal.orders.get(checkout.externalId)!;
    expect(made.amount).toEqual({ currency_code: 'EUR', value: '11.70' });

    expect((await post('/paypal/menu/capture', { orderId: checkout.externalId })).json()).toMatchObject({
      status: 'pending',
      paid: false,
    });
    made.status = 'APPROVED';
    const captured = await post('/paypal/menu/capture', { orderId: checkout.externalId });
    expect(captured.json()).toMatchObject({
      orderSlug: order.slug,
      status: 'paid',
      paid: true,
      provider: 'paypal',
    });
    expect((await post('/paypal/menu/capture', { orderId: checkout.externalId })).json()).toMatchObject({
      paid: true,
    });
    expect(made.requestIds).toEqual([
      `guestloop-${order.slug}-1170`,
      `guestloop-capture-${checkout.externalId}`,
    ]);
  });

  it('refuses a capture whose amount differs from the order', async () => {
    const order = await place();
    const checkout = (await post('/paypal/menu/checkout', { orderSlug: order.slug })).json();
    const made = paypal.orders.get(checkout.externalId)!;
    made.status = 'APPROVED';
    made.captureAmount = { currency_code: 'EUR', value: '0.01' };
    const res = await post('/paypal/menu/capture', { orderId: checkout.externalId });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ reason: 'amount-mismatch', refund: 'refunded' });
    // The whole capture goes back: an empty body, once per payment (PayPal-Request-Id).
    expect(paypal.refunds.filter((r) => r.captureId === `CAP-${checkout.externalId}`)).toEqual([
      {
        id: expect.any(String),
        captureId: `CAP-${checkout.externalId}`,
        requestId: `guestloop-refund-${checkout.externalId}`,
        body: {},
      },
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/order/${order.slug}` })).json().paid).toBe(
      false,
    );
  });

  it('refunds a second PayPal order captured for an order already paid, retrying while PayPal is down', async () => {
    const order = await place();
    const first = (await post('/paypal/menu/checkout', { orderSlug: order.slug })).json().externalId;
    const second = (await post('/paypal/menu/checkout', { orderSlug: order.slug })).json().externalId;
    paypal.orders.get(first)!.status = 'APPROVED';
    paypal.orders.get(second)!.status = 'APPROVED';
    expect((await post('/paypal/menu/capture', { orderId: first })).json()).toMatchObject({ paid: true });

    paypal.control.failRefunds = true;
    const late = await post('/paypal/menu/capture', { orderId: second });
    expect(late.statusCode).toBe(409);
    expect(late.json().details).toEqual({ reason: 'already-paid', refund: 'refund-needed' });
    expect(paypal.refunds).not.toContainEqual(expect.objectContaining({ captureId: `CAP-${second}` }));

    // The guest's page asks again once PayPal is back: the capture is given back, once.
    paypal.control.failRefunds = false;
    const retried = await post('/paypal/menu/capture', { orderId: second });
    expect(retried.json()).toMatchObject({ status: 'failed', paid: true });
    await post('/paypal/menu/capture', { orderId: second });
    expect(paypal.refunds.filter((r) => r.captureId === `CAP-${second}`)).toHaveLength(1);
    expect(paypal.refunds.some((r) => r.captureId === `CAP-${first}`)).toBe(false);
    const result = await post('/menu/pay-result', { orderSlug: order.slug });
    expect(result.json()).toMatchObject({ status: 'paid', paid: true, provider: 'paypal' });
  });

  it('says the service is unavailable when PayPal refuses the credentials', async () => {
    const company = await newCompany(t);
    const other = await makeMenu(company.api, 'Other Menu');
    await company.api.post(`${other.base}/active`, { isActive: true });
    await company.api.post(`/payment/menu/${other.slug}/settings`, {
      provider: 'paypal',
      enabled: true,
      config: { clientId: 'client-abc' },
      secrets: { clientSecret: 'wrong' },
    });
    const placed = (
      await post('/order/create', {
        menuSlug: other.slug,
        type: 'pickup',
        lines: [{ itemId: other.item.id, optionIndex: 0, quantity: 1 }],
        idempotencyKey: `paypal-other-${Date.now()}`,
      })
    ).json();
    const res = await post('/paypal/menu/checkout', { orderSlug: placed.slug });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});
