import { DEFAULT_ORDERING_SETTINGS, ZCustomerProfile, ZOrderList } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';

const HOME = { name: 'Ana Pop', phone: '+40 711 222 333', address: 'Str. Lipscani 5', city: 'Bucharest' };

describe('guests signed in with an account', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let keys = 0;

  /** A new device: its guest cookie (`gl_customer=…`). */
  const newDevice = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    return String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookies: string[], payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: cookies.filter(Boolean).join('; ') },
      ...(payload && { payload }),
    });
  const place = async (cookies: string[], type = 'pickup') =>
    (
      await call('POST', '/order/create', cookies, {
        menuSlug: menu.slug,
        type,
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 2 }],
        idempotencyKey: `account-${++keys}-${Date.now()}`,
        // A delivery order carries where it goes; the test changes it later through /delivery-info.
        ...(type === 'delivery' && { delivery: { ...HOME, address: 'Str. Victoriei 1' } }),
      })
    ).json() as { slug: string; subtotal: number };
  const profile = async (cookies: string[]) =>
    ZCustomerProfile.parse((await call('GET', `/customer/profile?menu=${menu.slug}`, cookies)).json());

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    await company.api.post(menu.base, {
      settings: { ordering: { ...DEFAULT_ORDERING_SETTINGS, delivery: true } },
    });
    await company.api.post('/online-menu/bonus-program', { ratePercent: 10 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 on the sign-in routes without a session, and keeps the anonymous guest routes open', async () => {
    const device = await newDevice();
    const order = await place([device], 'delivery');
    for (const [method, url, body] of [
      ['GET', `/customer/profile?menu=${menu.slug}`],
      ['GET', '/customer/delivery-info'],
      ['POST', '/customer/delivery-info', HOME],
      ['POST', '/delivery-info', { ...HOME, orderSlug: order.slug }],
      ['POST', '/customer/orders', {}],
    ] as const) {
      const res = await call(method, url, [device], body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await call('GET', '/customer', [device])).statusCode).toBe(200);
    expect((await call('PUT', '/customer', [device], { name: 'Bo' })).json()).toMatchObject({ name: 'Bo' });
  });

  it("brings a device's orders and bonus to the account, and shows them on another device", async () => {
    const user = await createUser(t.app.db, { structure: null, name: 'Ana Pop', email: 'ana@guest.test' });
    const phone = await newDevice();
    const early = await place([phone]);
    await company.api.post('/online-menu/admin/order/set-paid', { orderSlug: early.slug, paid: true });
    const earned = Math.floor(early.subtotal / 10);
    expect(earned).toBeGreaterThan(0);

    // Signing in on the phone: what the phone did joins the account.
    const onPhone = [phone, await signIn(t.app, user)];
    const seen = await profile(onPhone);
    expect(seen.user).toEqual({ name: 'Ana Pop', email: 'ana@guest.test' });
    expect(seen.orders.map((o) => o.slug)).toEqual([early.slug]);
    expect(seen.bonus).toEqual({ ratePercent: 10, balance: earned });

    // The laptop, a new device: the same account, the same orders, bonus and delivery details.
    const onLaptop = [await newDevice(), await signIn(t.app, user)];
    const fromLaptop = await place(onLaptop, 'delivery');
    expect(
      (await call('POST', '/delivery-info', onLaptop, { ...HOME, orderSlug: fromLaptop.slug })).statusCode,
    ).toBe(200);
    const list = ZOrderList.parse((await call('POST', '/customer/orders', onPhone, {})).json());
    expect(list.items.map((o) => o.slug)).toEqual([fromLaptop.slug, early.slug]);
    expect((await call('GET', '/customer/delivery-info', onPhone)).json()).toMatchObject({
      deliveryInfo: { address: HOME.address },
    });
    expect((await profile(onLaptop)).bonus?.balance).toBe(earned);

    // Signed out, the phone is an anonymous device again: the account's bonus stays with the account.
    const anonymous = await call('GET', `/online-menu/customer/bonus/${menu.slug}`, [phone]);
    expect(anonymous.json()).toEqual({ ratePercent: 10, balance: 0 });
  });

  it("refuses delivery details for another guest's order", async () => {
    const someone = await newDevice();
    const theirs = await place([someone], 'delivery');
    const user = await createUser(t.app.db, { structure: null });
    const res = await call('POST', '/delivery-info', [await newDevice(), await signIn(t.app, user)], {
      ...HOME,
      orderSlug: theirs.slug,
    });
    expect(res.statusCode).toBe(404);
  });

  it('lets a staff account be a guest too, its profile without a menu listing every venue', async () => {
    const cookies = [await newDevice(), await signIn(t.app, company.admin)];
    const placed = await place(cookies);
    const seen = ZCustomerProfile.parse((await call('GET', '/customer/profile', cookies)).json());
    expect(seen.bonus).toBeNull();
    expect(seen.orders.map((o) => o.slug)).toEqual([placed.slug]);
  });
});
