import { ZPaymentSettingsList } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuPaymentSettings, orders, paymentEvents, payments } from '../../db/schema';
import { startFakeStripe } from '../../providers/payments/stripe.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';

const WEBHOOK_SECRET = 'whsec_test_secret_for_guestloop';

describe('payments', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let cookie: string;
  let keys = 0;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie, ...headers }, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const place = async () =>
    (
      await post('/order/create', {
        menuSlug: menu.slug,
        type: 'pickup',
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 2 }],
        idempotencyKey: `pay-${++keys}-${Date.now()}`,
      })
    ).json() as { slug: string; total: number };
  /** The stored payments of an order, as status by provider id. */
  const paymentsOf = async (orderSlug: string) => {
    const rows = await t.app.db
      .select({ externalId: payments.externalId, status: payments.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.slug, orderSlug));
    return Object.fromEntries(rows.map((r) => [r.externalId, r.status]));
  };
  const stripeEvent = (id: string, sessionId: string, amount: number) => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: amount,
        currency: 'eur',
        payment_status: 'paid',
      },
    },
  });
  const webhook = (payload: object, secret = WEBHOOK_SECRET) => {
    const body = JSON.stringify(payload);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/stripe/webhook/${menu.slug}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ STRIPE_API_URL: stripe.url, PUBLIC_URL: 'https://menu.example' });
    company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    await company.api.post(`/payment/menu/${menu.slug}/settings`, { provider: 'test', enabled: true });
    await company.api.post(`/payment/menu/${menu.slug}/settings`, {
      provider: 'stripe',
      enabled: true,
      config: { publishableKey: 'pk_test_123' },
      secrets: { secretKey: 'sk_test_guestloop_123', webhookSecret: WEBHOOK_SECRET },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('offers the enabled providers and never answers or stores a secret in clear', async () => {
    expect((await get(`/payment/menu/${menu.slug}/payment-info`)).json()).toEqual({
      providers: ['test', 'stripe'],
    });
    const all = ZPaymentSettingsList.parse(
      (await company.api.get(`/payment/menu/${menu.slug}/payment-info-all`)).json(),
    );
    // Staff learn which secrets are stored (by name), never their values.
    const stripeSettings = all.items.find((s) => s.provider === 'stripe');
    expect(stripeSettings).toMatchObject({ enabled: true, hasSecret: true });
    expect(stripeSettings?.secretKeys.sort()).toEqual(['secretKey', 'webhookSecret']);
    expect(all.items.find((s) => s.provider === 'paypal')).toMatchObject({
      enabled: false,
      hasSecret: false,
      secretKeys: [],
    });
    expect(JSON.stringify(all)).not.toContain('sk_test_guestloop');
    const stored = JSON.stringify(await t.app.db.select().from(menuPaymentSettings));
    expect(stored).not.toContain('sk_test_guestloop');
    expect(stored).not.toContain(WEBHOOK_SECRET);
    const other = await newCompany(t);
    expect((await other.api.get(`/payment/menu/${menu.slug}/payment-info-all`)).statusCode).toBe(404);
  });

  it('pays with the test provider; approving twice changes nothing the second time', async () => {
    const order = await place();
    const checkout = await post('/test/menu/checkout', { orderSlug: order.slug });
    expect(checkout.statusCode).toBe(200);
    const { externalId, redirectUrl } = checkout.json();
    expect(redirectUrl).toMatch(/^\/user\/online-menu\/test\/checkout\?payment=test_/);
    expect((await get(`/test/menu/payment/${externalId}`)).json()).toMatchObject({
      amount: order.total,
      currency: 'EUR',
      status: 'pending',
    });

    const approved = await post('/test/menu/complete', { externalId, approve: true });
    expect(approved.json()).toEqual({ orderSlug: order.slug, status: 'paid', paid: true, provider: 'test' });
    const again = await post('/test/menu/complete', { externalId, approve: true });
    expect(again.json()).toMatchObject({ status: 'paid', paid: true });
    expect((await get(`/order/${order.slug}`)).json()).toMatchObject({ paid: true, paymentMethod: 'test' });
    expect((await post('/menu/pay-result', { orderSlug: order.slug })).json()).toMatchObject({
      status: 'paid',
    });
    const late = await post('/test/menu/checkout', { orderSlug: order.slug });
    expect(late.statusCode).toBe(409);
    expect(late.json().details).toEqual({ reason: 'already-paid' });
  });

  it('settles only one of two test checkouts of one order; the second is refused and given back', async () => {
    const order = await place();
    const first = (await post('/test/menu/checkout', { orderSlug: order.slug })).json();
    const second = (await post('/test/menu/checkout', { orderSlug: order.slug })).json();
    expect(
      (await post('/test/menu/complete', { externalId: first.externalId, approve: true })).json(),
    ).toMatchObject({
      status: 'paid',
      paid: true,
    });
    const again = await post('/test/menu/complete', { externalId: second.externalId, approve: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'already-paid', refund: 'refunded' },
    });
    expect(await paymentsOf(order.slug)).toEqual({
      [first.externalId]: 'paid',
      [second.externalId]: 'refunded',
    });
    expect((await get(`/test/menu/payment/${second.externalId}`)).json().status).toBe('failed');
    // Approving the given-back payment again changes nothing.
    const replay = await post('/test/menu/complete', { externalId: second.externalId, approve: true });
    expect(replay.json()).toMatchObject({ status: 'failed', paid: true });
    expect((await post('/menu/pay-result', { orderSlug: order.slug })).json()).toMatchObject({
      status: 'paid',
      paid: true,
    });
  });

  it('lets only one of two payments approved at the same moment pay the order', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await place();
      const started = [
        (await post('/test/menu/checkout', { orderSlug: order.slug })).json().externalId as string,
        (await post('/test/menu/checkout', { orderSlug: order.slug })).json().externalId as string,
      ];
      const answers = await Promise.all(
        started.map((externalId) => post('/test/menu/complete', { externalId, approve: true })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(Object.values(await paymentsOf(order.slug)).sort()).toEqual(['paid', 'refunded']);
      const accepted = (await t.app.db.select().from(paymentEvents)).filter(
        (e) => e.accepted && started.includes(e.eventId.split(':')[0] ?? ''),
      );
      expect(accepted).toHaveLength(1);
    }
  });

  it('refuses to start a payment when the order got paid while the provider was asked', async () => {
    const order = await place();
    const slowStripe = stripe.holdNextCreate();
    const starting = post('/stripe/menu/checkout', { orderSlug: order.slug }).then((res) => res);
    await slowStripe.arrived;
    const meanwhile = (await post('/test/menu/checkout', { orderSlug: order.slug })).json();
    await post('/test/menu/complete', { externalId: meanwhile.externalId, approve: true });
    slowStripe.release();
    const started = await starting;
    expect(started.statusCode).toBe(409);
    expect(started.json().details).toEqual({ reason: 'already-paid' });
    expect(await paymentsOf(order.slug)).toEqual({ [meanwhile.externalId]: 'paid' });
  });

  it('refuses a payment started before the total changed (a tip added after checkout)', async () => {
    const order = await place();
    const { externalId } = (await post('/test/menu/checkout', { orderSlug: order.slug })).json();
    const tipped = (await post(`/order/${order.slug}/tips`, { amount: 100 })).json();
    expect(tipped.total).toBe(order.total + 100);
    const stale = await post('/test/menu/complete', { externalId, approve: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details).toEqual({ reason: 'order-changed', refund: 'refunded' });
    expect((await get(`/order/${order.slug}`)).json().paid).toBe(false);
    expect(await paymentsOf(order.slug)).toEqual({ [externalId]: 'refunded' });
    // A new checkout asks for the new total and pays the order.
    const again = (await post('/test/menu/checkout', { orderSlug: order.slug })).json();
    expect((await get(`/test/menu/payment/${again.externalId}`)).json().amount).toBe(order.total + 100);
    expect(
      (await post('/test/menu/complete', { externalId: again.externalId, approve: true })).json().paid,
    ).toBe(true);
  });

  it('leaves a declined payment unpaid', async () => {
    const order = await place();
    const { externalId } = (await post('/test/menu/checkout', { orderSlug: order.slug })).json();
    expect((await post('/test/menu/complete', { externalId, approve: false })).json()).toMatchObject({
      status: 'failed',
      paid: false,
    });
    expect((await get(`/order/${order.slug}`)).json().paid).toBe(false);
  });

  it('creates a Stripe Checkout Session for the order total and settles it on return', async () => {
    const order = await place();
    const checkout = (await post('/stripe/menu/checkout', { orderSlug: order.slug })).json();
    expect(checkout.redirectUrl).toBe(`https://checkout.stripe.test/pay/${checkout.externalId}`);
    const session = stripe.sessions.get(checkout.externalId)!;
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe(String(order.total));
    expect(session.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(session.form.get('success_url')).toBe(
      `https://menu.example/user/online-menu/${menu.slug}/${order.slug}/stripe/capture?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(stripe.authorizations.at(-1)).toBe('Bearer sk_test_guestloop_123');

    const notYet = await post('/stripe/menu/pay-status', {
      orderSlug: order.slug,
      sessionId: checkout.externalId,
    });
    expect(notYet.json()).toMatchObject({ status: 'pending', paid: false });
    session.payment_status = 'paid';
    session.status = 'complete';
    const paid = await post('/stripe/menu/pay-status', {
      orderSlug: order.slug,
      sessionId: checkout.externalId,
    });
    expect(paid.json()).toMatchObject({ status: 'paid', paid: true, provider: 'stripe' });
  });

  it('settles from a signed webhook once; a replay changes nothing; a wrong amount is refused, refunded and kept', async () => {
    const order = await place();
    const tampered = (await post('/stripe/menu/checkout', { orderSlug: order.slug })).json().externalId;
    stripe.sessions.get(tampered)!.payment_status = 'paid';
    const wrong = await webhook(stripeEvent('evt_wrong_amount', tampered, 1));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().details).toEqual({ reason: 'amount-mismatch', refund: 'refunded' });
    expect(stripe.refunds.filter((r) => r.paymentIntent === `pi_${tampered}`)).toHaveLength(1);
    expect((await get(`/order/${order.slug}`)).json().paid).toBe(false);
    const kept = (await t.app.db.select().from(paymentEvents)).find((e) => e.eventId === 'evt_wrong_amount');
    expect(kept).toMatchObject({ accepted: false, reason: 'amount-mismatch' });

    const { externalId } = (await post('/stripe/menu/checkout', { orderSlug: order.slug })).json();
    expect((await webhook(stripeEvent('evt_paid', externalId, order.total))).statusCode).toBe(200);
    expect((await get(`/order/${order.slug}`)).json().paid).toBe(true);
    expect((await webhook(stripeEvent('evt_paid', externalId, order.total))).statusCode).toBe(200);
    const accepted = (await t.app.db.select().from(paymentEvents)).filter((e) => e.eventId === 'evt_paid');
    expect(accepted).toHaveLength(1);

    const forged = stripeEvent('evt_forged', externalId, order.total);
    expect((await webhook(forged, 'whsec_someone_else')).statusCode).toBe(400);
  });

  it('refunds a second Stripe session paid for an order already paid, once, whatever reports follow', async () => {
    const order = await place();
    const first = (await post('/stripe/menu/checkout', { orderSlug: order.slug })).json().externalId;
    const second = (await post('/stripe/menu/checkout', { orderSlug: order.slug })).json().externalId;
    stripe.sessions.get(first)!.payment_status = 'paid';
    stripe.sessions.get(second)!.payment_status = 'paid';
    const paid = await post('/stripe/menu/pay-status', { orderSlug: order.slug, sessionId: first });
    expect(paid.json()).toMatchObject({ status: 'paid', paid: true });

    const late = await post('/stripe/menu/pay-status', { orderSlug: order.slug, sessionId: second });
    expect(late.statusCode).toBe(409);
    expect(late.json().details).toEqual({ reason: 'already-paid', refund: 'refunded' });
    expect(stripe.refunds.filter((r) => r.paymentIntent === `pi_${second}`)).toEqual([
      expect.objectContaining({ amount: order.total, idempotencyKey: `guestloop-refund-${second}` }),
    ]);
    expect(stripe.refunds.some((r) => r.paymentIntent === `pi_${first}`)).toBe(false);

    // Stripe's webhook for the same session comes later: nothing is paid or refunded again.
    expect((await webhook(stripeEvent('evt_late_second', second, order.total))).statusCode).toBe(200);
    expect(stripe.refunds.filter((r) => r.paymentIntent === `pi_${second}`)).toHaveLength(1);
    expect(await paymentsOf(order.slug)).toEqual({ [first]: 'paid', [second]: 'refunded' });
    expect((await get(`/order/${order.slug}`)).json()).toMatchObject({ paid: true, paymentMethod: 'stripe' });
  });
});
