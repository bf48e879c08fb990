import { ZPaymentsToRefund } from '@guestloop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { makeMerchantKeys, startFakeMypos } from '../../providers/payments/mypos.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { type Company, newCompany } from '../structure/structure.test-support';

/** Staff's list of payments to give back, trying the provider again, and marking one given back by hand. */
describe('payments to give back', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeMypos>>;
  let a: Company;
  let b: Company;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let cookie: string;
  let keys = 0;

  const guestPost = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });
  const listOf = async (company: Company) => {
    const res = await company.api.get('/online-menu/payments/refunds');
    expect(res.statusCode).toBe(200);
    return ZPaymentsToRefund.parse(res.json()).items;
  };
  const statusOf = async (id: string) =>
    (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0]?.status;

  /**
   * An order paid with Google Pay, then a card payment of it at myPOS that came too late, which
   * myPOS could not be asked to give back: a payment staff owe the guest.
   */
  async function owedPayment() {
    const order = (
      await guestPost('/order/create', {
        menuSlug: menu.slug,
        type: 'pickup',
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 3 }],
        idempotencyKey: `refunds-${++keys}`,
      })
    ).json() as { id: string; slug: string; number: number; total: number };
    const checkout = (await guestPost('/my-pos/menu/checkout', { orderSlug: order.slug })).json();
    const page = await t.app.inject({ method: 'GET', url: new URL(checkout.redirectUrl).pathname });
    const decode = (text: string) =>
      text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(+code));
    const fields = [...page.body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
      (m) => [decode(m[1]!), decode(m[2]!)],
    );
    await fetch(fake.url, { method: 'POST', body: new URLSearchParams(fields) });
    await guestPost('/my-pos/menu/google-pay', { orderSlug: order.slug, token: '{"g":1}' });
    fake.behaviour.refundsDown = true;
    try {
      const late = await t.app.inject({
        method: 'POST',
        url: `/api/v1/my-pos/menu/notify/${menu.slug}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: fake.notice(checkout.externalId),
      });
      expect(late.json().details).toEqual({ reason: 'already-paid', refund: 'refund-needed' });
    } finally {
      fake.behaviour.refundsDown = false;
    }
    const [owed] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.externalId, checkout.externalId as string));
    const [paid] = await t.app.db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(orders.slug, order.slug), eq(payments.status, 'paid')));
    return { order, owed: owed!, paidId: paid!.id };
  }

  beforeAll(async () => {
    const merchant = makeMerchantKeys();
    fake = await startFakeMypos(merchant.publicKeyPem);
    t = await createTestApp({ MYPOS_API_URL: fake.url, PUBLIC_URL: 'https://menu.example' });
    a = await newCompany(t);
    b = await newCompany(t);
    menu = await makeMenu(a.api);
    await a.api.post(`${menu.base}/active`, { isActive: true });
    await a.api.post(`/payment/menu/${menu.slug}/settings`, {
      provider: 'mypos',
      enabled: true,
      config: { sid: '000000000000010', walletNumber: '61938166610', publicCertificate: fake.certificate },
      secrets: { privateKey: merchant.privateKeyPem },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('lists what myPOS could not give back, and gives it back when staff try again', async () => {
    const { order, owed } = await owedPayment();
    const listed = (await listOf(a)).find((item) => item.id === owed.id);
    expect(listed).toEqual({
      id: owed.id,
      orderNumber: order.number,
      orderSlug: order.slug,
      menuSlug: menu.slug,
      menuTitle: 'Garden Menu',
      provider: 'mypos',
      amount: order.total,
      currency: 'EUR',
      flaggedAt: owed.updatedAt.toISOString(),
    });

    fake.behaviour.refundsDown = true;
    try {
      const still = await a.api.post(`/online-menu/payments/${owed.id}/retry-refund`);
      expect(still.json()).toEqual({ id: owed.id, status: 'refund-needed' });
    } finally {
      fake.behaviour.refundsDown = false;
    }
    expect((await listOf(a)).map((item) => item.id)).toContain(owed.id);

    const retried = await a.api.post(`/online-menu/payments/${owed.id}/retry-refund`);
    expect(retried.json()).toEqual({ id: owed.id, status: 'refunded' });
    expect(fake.refunds.filter((r) => r.trnref === owed.providerRef)).toHaveLength(1);
    expect((await listOf(a)).map((item) => item.id)).not.toContain(owed.id);

    const again = await a.api.post(`/online-menu/payments/${owed.id}/retry-refund`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'not-refund-needed' } });
    expect(fake.refunds.filter((r) => r.trnref === owed.providerRef)).toHaveLength(1);
  });

  it('lists the newest first', async () => {
    const first = await owedPayment();
    const second = await owedPayment();
    const ids = (await listOf(a)).map((item) => item.id);
    expect(ids.indexOf(second.owed.id)).toBeLessThan(ids.indexOf(first.owed.id));
  });

  it('marks a payment given back by hand, and only one still owed', async () => {
    const { owed, paidId } = await owedPayment();
    const marked = await a.api.post(`/online-menu/payments/${owed.id}/mark-refunded`);
    expect(marked.json()).toEqual({ id: owed.id, status: 'refunded' });
    expect(await statusOf(owed.id)).toBe('refunded');
    expect((await listOf(a)).map((item) => item.id)).not.toContain(owed.id);
    // Nothing was asked of myPOS: staff gave it back themselves.
    expect(fake.refunds.some((r) => r.trnref === owed.providerRef)).toBe(false);

    expect((await a.api.post(`/online-menu/payments/${owed.id}/mark-refunded`)).statusCode).toBe(409);
    const paid = await a.api.post(`/online-menu/payments/${paidId}/mark-refunded`);
    expect(paid.statusCode).toBe(409);
    expect((await a.api.post(`/online-menu/payments/${paidId}/retry-refund`)).statusCode).toBe(409);
    expect(await statusOf(paidId)).toBe('paid');
  });

  it("keeps each company to its own: another company neither sees nor settles A's payments", async () => {
    const { owed } = await owedPayment();
    expect(await listOf(b)).toEqual([]);
    for (const action of ['retry-refund', 'mark-refunded']) {
      const res = await b.api.post(`/online-menu/payments/${owed.id}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await statusOf(owed.id)).toBe('refund-needed');
    expect(fake.refunds.some((r) => r.trnref === owed.providerRef)).toBe(false);
    expect((await a.api.post('/online-menu/payments/not-an-id/mark-refunded')).json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('is for staff who manage payments only', async () => {
    const { owed } = await owedPayment();
    const { api: waiter } = await a.member('waiter');
    expect((await waiter.get('/online-menu/payments/refunds')).statusCode).toBe(403);
    expect((await waiter.post(`/online-menu/payments/${owed.id}/mark-refunded`)).statusCode).toBe(403);
    expect(await statusOf(owed.id)).toBe('refund-needed');
  });
});
