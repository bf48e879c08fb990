import { ZOrderList } from '@guestloop/contracts';
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
      })
    ).json() as { slug: string; id: string };

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
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

  it('lets a new identity take the orders this device placed before', async () => {
    const old = await newGuest();
    const placed = await place(old);
    const fresh = await newGuest();
    const claimed = ZOrderList.parse(
      (await call('PUT', '/customer/orders', fresh, { orderSlugs: [placed.slug] })).json(),
    );
    expect(claimed.items.map((o) => o.slug)).toEqual([placed.slug]);
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
