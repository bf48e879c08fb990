import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema';
import { toMyposAmount } from '../../providers/payments/mypos';
import { makeMerchantKeys, startFakeMypos } from '../../providers/payments/mypos.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';

/** The hidden fields and target of the page that posts myPOS' form. */
function readFormPage(html: string) {
  const decodeHtml = (text: string) =>
    text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(+code));
  const action = decodeHtml(/<form id="pay" method="post" action="([^"]*)"/.exec(html)?.[1] ?? '');
  const fields: [string, string][] = [
    ...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g),
  ].map((m) => [decodeHtml(m[1]!), decodeHtml(m[2]!)]);
  return { action, fields };
}

describe('myPOS payments (IPC v1.4 against a local server)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeMypos>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let cookie: string;
  let keys = 0;

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });
  const getOrder = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/order/${slug}` })).json();
  const place = async () =>
    (
      await post('/order/create', {
        menuSlug: menu.slug,
        type: 'pickup',
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 3 }],
        idempotencyKey: `mypos-${++keys}-${Date.now()}`,
      })
    ).json() as { slug: string; total: number };
  const paymentOf = async (externalId: string) =>
    (await t.app.db.select().from(payments).where(eq(payments.externalId, externalId)))[0];
  const notify = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/my-pos/menu/notify/${menu.slug}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  /** Checkout, then the guest's browser on our page posting the form to myPOS. */
  const payAtMypos = async (orderSlug: string, tamper?: (fields: [string, string][]) => void) => {
    const checkout = (await post('/my-pos/menu/checkout', { orderSlug })).json();
    const page = await t.app.inject({ method: 'GET', url: new URL(checkout.redirectUrl).pathname });
    const form = readFormPage(page.body);
    tamper?.(form.fields);
    const atMypos = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form.fields),
    });
    return { checkout, page, form, atMypos: await atMypos.text() };
  };

  beforeAll(async () => {
    const merchant = makeMerchantKeys();
    fake = await startFakeMypos(merchant.publicKeyPem);
    t = await createTestApp({ MYPOS_API_URL: fake.url, PUBLIC_URL: 'https://menu.example' });
    const company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    const saved = await company.api.post(`/payment/menu/${menu.slug}/settings`, {
      provider: 'mypos',
      enabled: true,
      config: {
        sid: '000000000000010',
        walletNumber: '61938166610',
        keyIndex: '1',
        publicCertificate: fake.certificate,
        appleMerchantId: 'merchant.example.menu',
      },
      secrets: { privateKey: merchant.privateKeyPem },
    });
    expect(saved.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the guest to myPOS with a form myPOS accepts, signed for the order total', async () => {
    const order = await place();
    const { checkout, page, form, atMypos } = await payAtMypos(order.slug);
    expect(checkout.redirectUrl).toBe(`https://menu.example/api/v1/my-pos/menu/pay/${checkout.externalId}`);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain(`form-action ${new URL(fake.url).origin}`);
    expect(form.action).toBe(fake.url);
    const fields = Object.fromEntries(form.fields);
    expect(fields).toMatchObject({
      IPCmethod: 'IPCPurchase',
      IPCVersion: '1.4',
      SID: '000000000000010',
      WalletNumber: '61938166610',
      KeyIndex: '1',
      OrderID: checkout.externalId,
      Amount: toMyposAmount(order.total, 'EUR'),
      Currency: 'EUR',
      URL_OK: `https://menu.example/user/online-menu/${menu.slug}/${order.slug}/pay-result`,
      URL_Notify: `https://menu.example/api/v1/my-pos/menu/notify/${menu.slug}`,
    });
    expect(form.fields.at(-1)?.[0]).toBe('Signature');
    expect(atMypos).toContain('myPOS Checkout');
    expect(fake.calls.at(-1)?.signatureValid).toBe(true);
  });

  it('refuses a form changed on its way (the signature no longer matches)', async () => {
    const order = await place();
    const { atMypos } = await payAtMypos(order.slug, (fields) => {
      const amount = fields.find(([name]) => name === 'Amount')!;
      amount[1] = '0.01';
    });
    expect(atMypos).toContain('Signature failed');
    expect(fake.calls.at(-1)?.signatureValid).toBe(false);
  });

  it('settles from the signed notice once; a replay changes nothing; the status call agrees', async () => {
    const order = await place();
    const { checkout } = await payAtMypos(order.slug);
    expect((await post('/my-pos/menu/order-status', { orderSlug: order.slug })).json()).toMatchObject({
      status: 'pending',
      paid: false,
    });

    const notice = fake.notice(checkout.externalId);
    const first = await notify(notice);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('OK');
    expect(await getOrder(order.slug)).toMatchObject({ paid: true, paymentMethod: 'mypos' });
    const replay = await notify(notice);
    expect(replay.body).toBe('OK');
    const accepted = (await t.app.db.select().from(paymentEvents)).filter(
      (e) => e.provider === 'mypos' && e.accepted,
    );
    expect(accepted).toHaveLength(1);
    expect((await post('/my-pos/menu/order-status', { orderSlug: order.slug })).json()).toMatchObject({
      status: 'paid',
      paid: true,
      provider: 'mypos',
    });
  });

  it('asks myPOS for the status when no notice came', async () => {
    const order = await place();
    const { checkout } = await payAtMypos(order.slug);
    fake.purchases.get(checkout.externalId)!.paymentStatus = 1;
    expect((await post('/my-pos/menu/order-status', { orderSlug: order.slug })).json()).toMatchObject({
      status: 'paid',
      paid: true,
    });
  });

  it('refuses and keeps a notice with another amount, and one with a bad signature', async () => {
    const order = await place();
    const { checkout } = await payAtMypos(order.slug);
    const wrong = await notify(fake.notice(checkout.externalId, { amount: 1 }));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().details).toEqual({ reason: 'amount-mismatch', refund: 'refund-needed' });
    const kept = (await t.app.db.select().from(paymentEvents)).find(
      (e) => e.provider === 'mypos' && e.reason === 'amount-mismatch',
    );
    expect(kept).toMatchObject({ accepted: false });

    const forged = await notify(fake.notice(checkout.externalId, { forged: true }));
    expect(forged.statusCode).toBe(400);
    expect((await getOrder(order.slug)).paid).toBe(false);
  });

  it('gives back through myPOS a payment that comes for an order already paid', async () => {
    const order = await place();
    const { checkout } = await payAtMypos(order.slug);
    const google = await post('/my-pos/menu/google-pay', { orderSlug: order.slug, token: '{"g":1}' });
    expect(google.json()).toMatchObject({ status: 'paid', paid: true });

    const late = await notify(fake.notice(checkout.externalId));
    expect(late.statusCode).toBe(409);
    expect(late.json().details).toEqual({ reason: 'already-paid', refund: 'refunded' });
    expect(await paymentOf(checkout.externalId)).toMatchObject({ status: 'refunded' });
    const purchase = fake.purchases.get(checkout.externalId)!;
    expect(fake.refunds).toContainEqual({
      trnref: purchase.trnref,
      amount: toMyposAmount(order.total, 'EUR'),
      currency: 'EUR',
      orderId: `${checkout.externalId}-refund`,
    });
    expect(await getOrder(order.slug)).toMatchObject({ paid: true, paymentMethod: 'mypos' });
    const refused = (await t.app.db.select().from(paymentEvents)).find(
      (e) => e.provider === 'mypos' && e.reason === 'already-paid',
    );
    expect(refused).toMatchObject({ accepted: false });

    // A replay of the notice gives nothing back a second time.
    expect((await notify(fake.notice(checkout.externalId))).body).toBe('OK');
    expect(fake.refunds.filter((r) => r.trnref === purchase.trnref)).toHaveLength(1);
  });

  it('keeps a payment myPOS could not be asked to give back, until myPOS takes it back itself', async () => {
    const order = await place();
    const { checkout } = await payAtMypos(order.slug);
    await post('/my-pos/menu/google-pay', { orderSlug: order.slug, token: '{"g":2}' });
    fake.behaviour.refundsDown = true;
    try {
      const late = await notify(fake.notice(checkout.externalId));
      expect(late.json().details).toEqual({ reason: 'already-paid', refund: 'refund-needed' });
    } finally {
      fake.behaviour.refundsDown = false;
    }
    const kept = await paymentOf(checkout.externalId);
    expect(kept).toMatchObject({
      status: 'refund-needed',
      providerRef: fake.purchases.get(checkout.externalId)!.trnref,
    });

    // The shop did not answer OK, so myPOS reverses it: the flag is cleared.
    const rollback = await notify(fake.notice(checkout.externalId, { rollback: true }));
    expect(rollback.body).toBe('OK');
    expect((await paymentOf(checkout.externalId))?.status).toBe('refunded');
    expect((await getOrder(order.slug)).paid).toBe(true);
  });

  it('pays with a Google Pay token at once, and leaves the order unpaid when Apple Pay is declined', async () => {
    const order = await place();
    const google = await post('/my-pos/menu/google-pay', {
      orderSlug: order.slug,
      token: '{"signature":"g"}',
    });
    expect(google.json()).toMatchObject({ status: 'paid', paid: true, provider: 'mypos' });
    const call = fake.calls.at(-1)!;
    expect(call.signatureValid).toBe(true);
    expect(call.fields).toMatchObject({
      IPCmethod: 'IPCGooglePayProcess',
      GooglePayToken: '{"signature":"g"}',
    });
    expect((await post('/my-pos/menu/google-pay', { orderSlug: order.slug, token: '{}' })).statusCode).toBe(
      409,
    );

    const other = await place();
    const apple = await post('/my-pos/menu/apple-pay', { orderSlug: other.slug, token: '{"declined":1}' });
    expect(apple.json()).toMatchObject({ status: 'failed', paid: false });
    expect(fake.calls.at(-1)?.fields).toMatchObject({
      IPCmethod: 'IPCApplePayProcess',
      AppleMerchantID: 'merchant.example.menu',
    });
    expect((await getOrder(other.slug)).paid).toBe(false);
  });

  it('offers myPOS on the menu and lists the payment domains', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/payment/menu/${menu.slug}/payment-info` })).json(),
    ).toEqual({ providers: ['mypos'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/domains' })).json()).toEqual({
      domains: ['menu.example'],
    });
  });
});
