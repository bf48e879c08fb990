import { DEFAULT_ORDERING_SETTINGS, ZOrderList } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';

const HOME = {
  name: 'Ana Pop',
  phone: '+40 711 222 333',
  address: 'Str. Lipscani 5',
  city: 'Bucharest',
  notes: 'Ring twice',
};

describe("a guest's own orders and delivery details", () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let keys = 0;

  const newGuest = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    return String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  };
  /** A device whose owner signed in with an account (history and delivery details need one). */
  const newSignedInGuest = async () =>
    `${await newGuest()}; ${await signIn(t.app, await createUser(t.app.db, { structure: null }))}`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload && { payload }) });
  const place = async (cookie: string, type = 'pickup') =>
    (
      await call('POST', '/order/create', cookie, {
        menuSlug: menu.slug,
        type,
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 1 }],
        idempotencyKey: `own-${++keys}-${Date.now()}`,
        // A delivery order carries where it goes; the test changes it later through /delivery-info.
        ...(type === 'delivery' && { delivery: { ...HOME, address: 'Str. Victoriei 1' } }),
      })
    ).json() as { slug: string; id: string; total: number };

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    await company.api.post(menu.base, {
      settings: { ordering: { ...DEFAULT_ORDERING_SETTINGS, delivery: true } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the guest's orders newest first, and only theirs", async () => {
    const me = await newSignedInGuest();
    const first = await place(me);
    const second = await place(me);
    await place(await newGuest());
    const list = ZOrderList.parse((await call('POST', '/customer/orders', me, {})).json());
    expect(list.items.map((o) => o.slug)).toEqual([second.slug, first.slug]);
    expect(list.total).toBe(2);
    // A menu's profile page asks for that menu's orders only.
    const here = ZOrderList.parse((await call('POST', '/customer/orders', me, { menu: menu.slug })).json());
    expect(here.items.map((o) => o.slug)).toEqual([second.slug, first.slug]);
    const elsewhere = ZOrderList.parse(
      (await call('POST', '/customer/orders', me, { menu: 'other-menu' })).json(),
    );
    expect(elsewhere.items).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/customer/orders', payload: {} })).statusCode,
    ).toBe(401);
  });

  it("moves an anonymous guest's orders to the account signed in on the same device", async () => {
    const device = await newGuest();
    const placed = await place(device);
    const signedIn = `${device}; ${await signIn(t.app, await createUser(t.app.db, { structure: null }))}`;
    const claimed = ZOrderList.parse(
      (await call('PUT', '/customer/orders', signedIn, { orderSlugs: [placed.slug] })).json(),
    );
    expect(claimed.items.map((o) => o.slug)).toEqual([placed.slug]);
    const history = ZOrderList.parse((await call('POST', '/customer/orders', signedIn, {})).json());
    expect(history.items.map((o) => o.slug)).toEqual([placed.slug]);
  });

  it('never moves an order to another guest who only knows its slug', async () => {
    const owner = await newGuest();
    const placed = await place(owner);
    for (const stranger of [await newGuest(), await newSignedInGuest()]) {
      const res = await call('PUT', '/customer/orders', stranger, { orderSlugs: [placed.slug] });
      expect(res.statusCode).toBe(200);
      expect(ZOrderList.parse(res.json()).items).toEqual([]);
    }
    // Still the owner's: in their list, and theirs to tip.
    const mine = ZOrderList.parse(
      (await call('PUT', '/customer/orders', owner, { orderSlugs: [placed.slug] })).json(),
    );
    expect(mine.items.map((o) => o.slug)).toEqual([placed.slug]);
    expect((await call('POST', `/order/${placed.slug}/tips`, owner, { amount: 10 })).statusCode).toBe(200);
  });

  it('lets only the guest who placed the order change its tip or ask for the bill', async () => {
    const owner = await newGuest();
    const placed = await place(owner);
    const stranger = await newGuest();
    const tip = await call('POST', `/order/${placed.slug}/tips`, stranger, { amount: 500 });
    expect(tip.statusCode).toBe(403);
    expect(tip.json().code).toBe('FORBIDDEN');
    const bill = await call('POST', '/ask-cash', stranger, { orderSlug: placed.slug, amount: 5000 });
    expect(bill.statusCode).toBe(403);
    expect((await call('POST', `/order/${placed.slug}/tips`, '', { amount: 500 })).statusCode).toBe(401);
    expect((await call('GET', `/order/${placed.slug}`, owner)).json()).toMatchObject({
      tips: 0,
      total: placed.total,
      cashRequestedAt: null,
    });

    const tipped = await call('POST', `/order/${placed.slug}/tips`, owner, { amount: 100 });
    expect(tipped.json()).toMatchObject({ tips: 100, total: placed.total + 100 });
    const asked = await call('POST', '/ask-cash', owner, { orderSlug: placed.slug, amount: 5000 });
    expect(asked.json()).toMatchObject({ cashAmount: 5000 });
  });

  it("shows the order to anyone with its slug, the guest's name, phone and address only to its guest", async () => {
    const owner = await newSignedInGuest();
    await call('PUT', '/customer', owner, { name: HOME.name, phone: HOME.phone });
    const placed = await place(owner, 'delivery');
    await call('POST', '/delivery-info', owner, { orderSlug: placed.slug, ...HOME });
    for (const url of [`/order/${placed.slug}`, `/order/${placed.slug}/live`]) {
      expect((await call('GET', url, owner)).json(), url).toMatchObject({
        contact: { name: HOME.name, phone: HOME.phone },
        deliveryInfo: { address: HOME.address },
      });
      for (const viewer of [await newGuest(), await newSignedInGuest(), '']) {
        const seen = await call('GET', url, viewer);
        expect(seen.statusCode).toBe(200);
        expect(seen.json()).toMatchObject({
          slug: placed.slug,
          status: 'new',
          lines: [{ itemId: menu.item.id, quantity: 1 }],
          contact: null,
          deliveryInfo: null,
        });
        for (const secret of [HOME.name, HOME.phone, HOME.address]) expect(seen.body).not.toContain(secret);
      }
    }
  });

  it('keeps delivery details on a delivery order and for the next one', async () => {
    const me = await newSignedInGuest();
    const order = await place(me, 'delivery');
    const set = await call('POST', '/delivery-info', me, { orderSlug: order.slug, ...HOME });
    expect(set.statusCode).toBe(200);
    expect(set.json().deliveryInfo).toMatchObject({ address: 'Str. Lipscani 5', notes: 'Ring twice' });
    expect((await call('GET', '/customer/delivery-info', me)).json()).toMatchObject({
      deliveryInfo: { phone: '+40 711 222 333' },
    });

    const pickup = await place(me);
    const refused = await call('POST', '/delivery-info', me, { orderSlug: pickup.slug, ...HOME });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toEqual({ reason: 'not-delivery' });
    const missing = await call('POST', '/delivery-info', me, { orderSlug: order.slug, name: 'Ana' });
    expect(missing.statusCode).toBe(400);

    await company.api.post('/online-menu/admin/status', { orderSlug: order.slug, status: 'accepted' });
    await company.api.post('/online-menu/admin/status', { orderSlug: order.slug, status: 'ready' });
    const late = await call('POST', '/delivery-info', me, { orderSlug: order.slug, ...HOME });
    expect(late.statusCode).toBe(409);
  });

  it('gives the board its orders through the admin aliases', async () => {
    const placed = await place(await newGuest());
    const board = ZOrderList.parse(
      (await company.api.post('/online-menu/admin/orders', { status: 'new', pageSize: 100 })).json(),
    );
    expect(board.items.map((o) => o.slug)).toContain(placed.slug);
    const moved = await company.api.post('/online-menu/admin/status', {
      orderSlug: placed.slug,
      status: 'ready',
    });
    expect(moved.statusCode).toBe(409);
  });
});
